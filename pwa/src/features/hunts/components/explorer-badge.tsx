/** The badge a family earns: a drawn medal (inline SVG, so it shows with no signal) with its title. */
import { BADGE_DISC, BADGE_EMOJI, BADGE_MEDAL, BADGE_RIBBONS, BADGE_VIEW, ribbonPath } from "./badge-art";

/** The medal alone, `height` pixels high (its own 150 units by default), named `label` for screen readers. */
export function BadgeDrawing({ label, emoji, height = BADGE_VIEW.height }: { label: string; emoji: string; height?: number }) {
  const { width: viewWidth, height: viewHeight } = BADGE_VIEW;
  const circle = ({ cx, cy, r, fill, stroke, strokeWidth }: typeof BADGE_MEDAL | typeof BADGE_DISC) => ({ cx, cy, r, fill, stroke, strokeWidth });
  return (
    <svg viewBox={`0 0 ${viewWidth} ${viewHeight}`} width={(height * viewWidth) / viewHeight} height={height} role="img" aria-label={label}>
      {BADGE_RIBBONS.map((ribbon) => (
        <path key={ribbon.fill} d={ribbonPath(ribbon.points)} fill={ribbon.fill} />
      ))}
      <circle {...circle(BADGE_MEDAL)} />
      <circle {...circle(BADGE_DISC)} strokeDasharray={BADGE_DISC.dash.join(" ")} />
      <text x={BADGE_EMOJI.x} y={BADGE_EMOJI.y} textAnchor="middle" fontSize={BADGE_EMOJI.size} aria-hidden="true">
        {emoji}
      </text>
    </svg>
  );
}

export function ExplorerBadge({ title, emoji }: { title: string; emoji: string }) {
  return (
    <figure className="explorer-badge">
      <BadgeDrawing label={title} emoji={emoji} />
      <figcaption>{title}</figcaption>
    </figure>
  );
}
