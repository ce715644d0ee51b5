/**
 * The server's texts: the catalogs of content/i18n/<lang>/<area>.json the app is built from, compiled
 * at first use with the build's own compiler (shared/rules/icu-messages.ts), so an e-mail and a screen
 * say a thing in the same words. A language lacking a message (a catalog being translated) says it in
 * English; every language of shared/rules/languages.ts has its folder, held there by the catalogs' test.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type messages from "#content/i18n/en/messages.json";
import { compileMessages, type Catalog, type MessageFunction } from "#shared/rules/icu-messages";
import { DEFAULT_LANG, type Lang } from "#shared/rules/languages";

const CATALOGS_DIR = fileURLToPath(new URL("../../content/i18n", import.meta.url));

/** An area's messages, by the keys of its English catalog. */
export type ServerTexts<Keys extends string> = { readonly [K in Keys]: MessageFunction };

/** The texts of the catalogs in `dir`, each catalog compiled once. */
export function textsFrom(dir: string) {
  const compiled = new Map<string, Record<string, MessageFunction>>();
  const catalog = (lang: string, area: string): Record<string, MessageFunction> => {
    const id = `${lang}/${area}`;
    let messages = compiled.get(id);
    if (!messages) {
      const file = join(dir, lang, `${area}.json`);
      const written = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Catalog) : {};
      compiled.set(id, (messages = compileMessages(lang, written, file)));
    }
    return messages;
  };
  // A language's texts over English's, put together once per language and area.
  const merged = new Map<string, Record<string, MessageFunction>>();
  return function texts<Keys extends string>(area: string, lang: Lang): ServerTexts<Keys> {
    const english = catalog(DEFAULT_LANG, area);
    if (lang === DEFAULT_LANG) return english as ServerTexts<Keys>;
    const id = `${lang}/${area}`;
    let messages = merged.get(id);
    if (!messages) merged.set(id, (messages = { ...english, ...catalog(lang, area) }));
    return messages as ServerTexts<Keys>;
  };
}

/** `area`'s texts in `lang`: `serverTexts<MailKey>("mail", "es").hello({ name })`. */
export const serverTexts = textsFrom(CATALOGS_DIR);

/**
 * The English words of an answer that is not a refusal ("We sent a new confirmation link…"), as the
 * app's catalog writes them: the app, which knows what succeeded, says them in the page's language.
 */
export const answerWords = (key: keyof typeof messages): string => serverTexts<keyof typeof messages>("messages", DEFAULT_LANG)[key]();
