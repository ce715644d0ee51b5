/** The badge a family earns: a drawn medal (inline SVG, so it shows with no signal) with its title. */
import { BADGE_DISC, BADGE_EMOJI, BADGE_MEDAL, BADGE_RIBBONS, BADGE_VIEW, ribbonPath } from "./badge-art";

export function ExplorerBadge({ title, emoji }: { title: string; emoji: string }) {
  const { width, height } = BADGE_VIEW;
  const circle = ({ cx, cy, r, fill, stroke, strokeWidth }: typeof BADGE_MEDAL | typeof BADGE_DISC) => ({ cx, cy, r, fill, stroke, strokeWidth });
  return (
    <figure className="explorer-badge">
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={title}>
        {BADGE_RIBBONS.map((ribbon) => (
          <path key={ribbon.fill} d={ribbonPath(ribbon.points)} fill={ribbon.fill} />
        ))}
        <circle {...circle(BADGE_MEDAL)} />
        <circle {...circle(BADGE_DISC)} strokeDasharray={BADGE_DISC.dash.join(" ")} />
        <text x={BADGE_EMOJI.x} y={BADGE_EMOJI.y} textAnchor="middle" fontSize={BADGE_EMOJI.size} aria-hidden="true">
          {emoji}
        </text>
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
