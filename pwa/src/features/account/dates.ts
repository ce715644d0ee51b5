/** The one way the account screens write a date: "Jun 30, 2027", "30 jun 2027". */
import type { Lang } from "#shared/rules/languages";
import { formatDate } from "../../lib/i18n/format";

export function formatDay(iso: string, lang: Lang): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formatDate(time, lang, { year: "numeric", month: "short", day: "numeric" });
}
