// @chunk core
/**
 * "just now", "5 minutes ago", "yesterday": how long ago the device last heard from the server. English
 * is written from its catalog rather than asked of Intl.RelativeTimeFormat: building that formatter
 * loads locale data that costs a slow phone about 30 ms of its start, for a header line. Other
 * languages use Intl.RelativeTimeFormat, which knows their words.
 */
import { DEFAULT_LANG, LOCALES, type Lang } from "#shared/rules/languages";
import { textsNow } from "../../lib/i18n/texts";
import { shellTexts } from "./shell-texts";

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const JUST_NOW_MS = 45 * SECOND_MS;

export function relativeTime(thenMs: number, nowMs: number, lang: Lang = DEFAULT_LANG): string {
  const t = textsNow(shellTexts, lang);
  const elapsed = Math.max(0, nowMs - thenMs);
  if (elapsed < JUST_NOW_MS) return t.justNow();
  const [count, unit] =
    elapsed < HOUR_MS
      ? [Math.max(1, Math.round(elapsed / MINUTE_MS)), "minute" as const]
      : elapsed < DAY_MS
        ? [Math.round(elapsed / HOUR_MS), "hour" as const]
        : [Math.round(elapsed / DAY_MS), "day" as const];
  if (lang !== DEFAULT_LANG) return new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: "auto" }).format(-count, unit);
  if (unit === "day" && count === 1) return t.yesterday();
  return (unit === "minute" ? t.minutesAgo : unit === "hour" ? t.hoursAgo : t.daysAgo)({ count });
}
