/** "just now", "5 minutes ago", "yesterday": how long ago the device last heard from the server. */
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const JUST_NOW_MS = 45 * SECOND_MS;

const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

export function relativeTime(thenMs: number, nowMs: number): string {
  const ago = Math.max(0, nowMs - thenMs);
  if (ago < JUST_NOW_MS) return "just now";
  if (ago < HOUR_MS) return format.format(-Math.max(1, Math.round(ago / MINUTE_MS)), "minute");
  if (ago < DAY_MS) return format.format(-Math.round(ago / HOUR_MS), "hour");
  return format.format(-Math.round(ago / DAY_MS), "day");
}
