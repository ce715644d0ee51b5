/**
 * The explorer badge's drawing, in its own 120 x 150 units: two ribbons, the gold medal, the dashed
 * inner disc and the hunt's emoji. The badge on screen (explorer-badge.tsx, SVG) and the saved badge
 * picture (badge-picture/, canvas) both draw from this, so they stay the same badge.
 */
export const BADGE_VIEW = { width: 120, height: 150 } as const;

type Point = readonly [number, number];

export const BADGE_RIBBONS: readonly { points: readonly Point[]; fill: string }[] = [
  { points: [[38, 92], [24, 146], [44, 134], [54, 150], [62, 100]], fill: "#c2410c" },
  { points: [[82, 92], [96, 146], [76, 134], [66, 150], [58, 100]], fill: "#1d5f8a" },
];

export const BADGE_MEDAL = { cx: 60, cy: 60, r: 52, fill: "#e7b416", stroke: "#8a6100", strokeWidth: 4 } as const;
export const BADGE_DISC = { cx: 60, cy: 60, r: 40, fill: "#2f5d3a", stroke: "#fdebd8", strokeWidth: 3, dash: [5, 4] } as const;
/** The emoji in a server hunt's medal. */
export const HUNT_BADGE_EMOJI = "🏅";
/** Where the emoji sits: centred on x, its baseline at y. */
export const BADGE_EMOJI = { x: 60, y: 74, size: 40 } as const;

/** A ribbon as an SVG path. */
export const ribbonPath = (points: readonly Point[]) => `M${points.map(([x, y]) => `${x} ${y}`).join(" L")} Z`;
