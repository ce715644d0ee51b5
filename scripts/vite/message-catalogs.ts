/**
 * The texts, ICU MessageFormat catalogs in content/i18n/<lang>/<area>.json, the app's areas compiled here
 * at build time into plain functions (messageformat's compileModule, set up as the server sets it up:
 * shared/rules/icu-messages.ts), so the browser carries no message parser, only the functions, plural
 * rules and a tiny runtime (pwa/src/lib/i18n/message-runtime.ts, which writes English numbers by hand).
 * Three kinds of module:
 *  - a catalog file itself, imported as JSON by its area (`import en from "#content/i18n/en/hunts.json"`),
 *    becomes its compiled module;
 *  - `virtual:texts/<lang>`: every app area of one language in one module, `{ hunts: {…}, shell: {…} }`,
 *    which the app loads when a page in that language first needs it;
 *  - `virtual:text-loaders`: `{ es: () => import("virtual:texts/es"), … }` for every language of
 *    shared/rules/languages.ts but English, so adding a language is its folder and its line there.
 * Each catalog carries its own language's plural rule, written into it, so English pages do not carry
 * other languages' rules. Areas no screen reads (OTHER_AREAS) stay JSON and out of the app's bundle.
 */
import compileModule from "@messageformat/core/lib/compile-module.js";
import * as cardinals from "@messageformat/runtime/lib/cardinals";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { compileMessages, messageFormat, type Catalog } from "../../shared/rules/icu-messages.ts";
import { DEFAULT_LANG, LANGS } from "../../shared/rules/languages.ts";

export const CATALOGS_DIR = fileURLToPath(new URL("../../content/i18n", import.meta.url));
const RUNTIME = fileURLToPath(new URL("../../pwa/src/lib/i18n/message-runtime.ts", import.meta.url));
const CATALOG_FILE = /\/content\/i18n\/([a-z]{2})\/([a-z0-9-]+)\.json$/;
const LANGUAGE_MODULE = /^virtual:texts\/([a-z]{2})$/;
const LOADERS_MODULE = "virtual:text-loaders";
/** Prefix of a compiled catalog's id; the id does not end in .json, so no JSON plugin touches it. */
const COMPILED = "\0texts:";

/**
 * The areas that are not the app's, and who reads them: their files are held to English's keys and to
 * ICU like every catalog, but no screen imports them, so they are neither compiled nor loaded with a
 * language, and imported as JSON they stay JSON.
 */
export const OTHER_AREAS: Readonly<Record<string, string>> = {
  mail: "the server's e-mails (api/src/services/mail/templates/)",
};

/** The languages, English first: one folder each. */
export function catalogLanguages(): readonly string[] {
  return LANGS;
}

/** The language folders there are, to hold them to the list of languages. */
export function catalogFolders(dir = CATALOGS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The areas of one language's catalogs (file names without .json), the app's or all. */
export function catalogAreas(lang: string, { dir = CATALOGS_DIR, appOnly = false } = {}): string[] {
  return readdirSync(join(dir, lang))
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .filter((area) => !(appOnly && area in OTHER_AREAS))
    .sort();
}

/** One catalog file as written. */
export function readCatalog(lang: string, area: string, dir = CATALOGS_DIR): Catalog {
  return JSON.parse(readFileSync(join(dir, lang, `${area}.json`), "utf8")) as Catalog;
}

/** Every catalog file, each read and compiled (a fault names its file and key). */
export function readCatalogFiles(dir = CATALOGS_DIR): string[] {
  return catalogFolders(dir).flatMap((lang) =>
    catalogAreas(lang, { dir }).map((area) => {
      const file = join(dir, lang, `${area}.json`);
      compileMessages(lang, readCatalog(lang, area, dir), file);
      return file;
    }),
  );
}

/** One catalog compiled to an ES module whose default export holds a function per message. */
export function compileCatalog(lang: string, messages: Catalog, source = `${lang} catalog`): string {
  // Every message checked first, so a fault names its key.
  compileMessages(lang, messages, source);
  return compileModule(messageFormat(lang), messages)
    .replace(/from "@messageformat\/runtime"/, () => `from ${JSON.stringify(RUNTIME)}`)
    .replace(/import \{ (\w+) \} from "@messageformat\/runtime\/lib\/cardinals";/, (_, name: string) => {
      const rule = (cardinals as Record<string, unknown>)[name];
      if (typeof rule !== "function") throw new Error(`${source}: no plural rule for ${name}`);
      return `const ${name} = ${rule.toString()};`;
    });
}

/** The plugin; `dir` and `langs` are the catalogs' folder and the languages (tests give their own). */
export function messageCatalogs({ dir = CATALOGS_DIR, langs = LANGS as readonly string[] } = {}): Plugin {
  return {
    name: "message-catalogs",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source === LOADERS_MODULE || LANGUAGE_MODULE.test(source)) return `\0${source}`;
      if (!source.endsWith(".json")) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const area = resolved && CATALOG_FILE.exec(resolved.id)?.[2];
      return area && !(area in OTHER_AREAS) ? COMPILED + resolved!.id.slice(0, -".json".length) : null;
    },
    load(id) {
      if (id.startsWith(COMPILED)) {
        const file = `${id.slice(COMPILED.length)}.json`;
        this.addWatchFile(file);
        const [, lang] = CATALOG_FILE.exec(file)!;
        return compileCatalog(lang!, JSON.parse(readFileSync(file, "utf8")) as Record<string, string>, file);
      }
      if (id === `\0${LOADERS_MODULE}`) {
        const loaders = langs
          .filter((lang) => lang !== DEFAULT_LANG)
          .map((lang) => `${lang}: () => import("virtual:texts/${lang}")`);
        return `export default { ${loaders.join(", ")} };`;
      }
      const lang = LANGUAGE_MODULE.exec(id.slice(1))?.[1];
      if (!lang) return null;
      const areas = catalogAreas(lang, { dir, appOnly: true });
      const imports = areas.map((area, i) => `import a${i} from ${JSON.stringify(join(dir, lang, `${area}.json`))};`);
      return `${imports.join("\n")}\nexport default { ${areas.map((area, i) => `${JSON.stringify(area)}: a${i}`).join(", ")} };`;
    },
  };
}
