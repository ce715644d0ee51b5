/** The first of the browser's preferred languages the app is written in, if any ("es-MX" is Spanish). */
import { isLang, type Lang } from "#shared/rules/languages";

export function preferredLang(languages: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages): Lang | null {
  for (const tag of languages) {
    const primary = tag.split("-")[0]?.toLowerCase();
    if (isLang(primary)) return primary;
  }
  return null;
}
