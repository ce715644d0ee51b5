/** The one way the account screens write a date: "Jun 30, 2027". */
const DAY = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

export function formatDay(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : DAY.format(time);
}
