/**
 * "just now", "5 minutes ago", "yesterday": how long ago the device last heard from the server.
 * Written out rather than asked of Intl.RelativeTimeFormat: the app is in English only, and building
 * that formatter loads locale data that costs a slow phone about 30 ms of its start, for a header line.
 */
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const JUST_NOW_MS = 45 * SECOND_MS;

function ago(count: number, unit: "minute" | "hour" | "day"): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

export function relativeTime(thenMs: number, nowMs: number): string {
  const elapsed = Math.max(0, nowMs - thenMs);
  if (elapsed < JUST_NOW_MS) return "just now";
  if (elapsed < HOUR_MS) return ago(Math.max(1, Math.round(elapsed / MINUTE_MS)), "minute");
  if (elapsed < DAY_MS) return ago(Math.round(elapsed / HOUR_MS), "hour");
  const days = Math.round(elapsed / DAY_MS);
  return days === 1 ? "yesterday" : ago(days, "day");
}
