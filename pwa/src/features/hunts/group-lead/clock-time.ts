/** When something happened, as a leader reads it on the day: "10:42 AM", with the date when it was another day. */
import type { Lang } from "#shared/rules/languages";
import { formatDate } from "../../../lib/i18n/format";

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

export function clockTime(at: number, lang: Lang, now = Date.now()): string {
  const day = sameDay(new Date(at), new Date(now)) ? {} : ({ month: "short", day: "numeric" } as const);
  return formatDate(at, lang, { ...day, hour: "numeric", minute: "2-digit" });
}
