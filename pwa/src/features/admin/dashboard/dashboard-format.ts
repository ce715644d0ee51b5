/** Number, percent and date wording shared by the dashboard's panels. */
const COUNT = new Intl.NumberFormat("en-US");

export const formatCount = (n: number) => COUNT.format(n);

/** Growth against yesterday, signed so a rise and a fall read differently: "+12.5%", "-3%", "0%". */
export function formatGrowth(percent: number): string {
  return `${percent > 0 ? "+" : ""}${percent}%`;
}

/** A UTC calendar day ("2026-05-01") as "May 1", the day it names wherever the admin is. */
export function formatDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

export function formatDateTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return time.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

export function formatDate(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return time.toLocaleDateString("en-US", { dateStyle: "medium" });
}
