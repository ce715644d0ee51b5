/** An area's English catalog as written (content/i18n/en/<area>.json): the words the browser tests look for. */
import { readFileSync } from "node:fs";

export function englishTexts(area: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../content/i18n/en/${area}.json`, import.meta.url), "utf8")) as Record<string, string>;
}
