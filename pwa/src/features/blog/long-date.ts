/** A post's date the way a reader says it: "March 5, 2026". */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

import type { Lang } from "#shared/rules/languages";
import { formatDate } from "../../lib/i18n/format";
export function longDate(value: string, lang: Lang = "en"): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return value;
  // A bare day parses as UTC midnight; read in UTC it stays the day the author picked in every timezone.
  const timeZone = DAY_ONLY.test(value) ? "UTC" : undefined;
  return formatDate(ms, lang, { month: "long", day: "numeric", year: "numeric", timeZone });
}
