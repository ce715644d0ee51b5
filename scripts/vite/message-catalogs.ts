/**
 * The app's texts, ICU MessageFormat catalogs in pwa/src/i18n/<lang>/<area>.json (and content's, such as
 * the Roper hunt's, in content/i18n/<lang>/<area>.json), compiled here at build
 * time into plain functions (messageformat's compileModule), so the browser carries no message parser,
 * only the functions, plural rules and a tiny runtime (pwa/src/lib/i18n/message-runtime.ts, which
 * writes English numbers by hand). Three kinds of module:
 *  - a catalog file itself, imported as JSON by its area (`import en from "…/i18n/en/hunts.json"`),
 *    becomes its compiled module;
 *  - `virtual:texts/<lang>`: every area of one language in one module, `{ hunts: {…}, shell: {…} }`,
 *    which the app loads when a page in that language first needs it;
 *  - `virtual:text-loaders`: `{ es: () => import("virtual:texts/es"), … }` for every language that has
 *    a folder beside `en`, so adding a language is adding its folder.
 * Each catalog carries its own language's plural rule, written into it, so English pages do not carry
 * other languages' rules. Dates, money and formatted numbers are written by the app's own formatters and passed in as text:
 * a catalog may use plural and select (and `#`), never a `{n, number}` or `{d, date}` formatter.
 */
import MessageFormat from "@messageformat/core";
import compileModule from "@messageformat/core/lib/compile-module.js";
import * as cardinals from "@messageformat/runtime/lib/cardinals";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const CATALOGS_DIR = fileURLToPath(new URL("../../pwa/src/i18n", import.meta.url));
const CONTENT_CATALOGS_DIR = fileURLToPath(new URL("../../content/i18n", import.meta.url));
const RUNTIME = fileURLToPath(new URL("../../pwa/src/lib/i18n/message-runtime.ts", import.meta.url));
const CATALOG_FILE = /\/(?:pwa\/src|content)\/i18n\/([a-z]{2})\/([a-z0-9-]+)\.json$/;
const LANGUAGE_MODULE = /^virtual:texts\/([a-z]{2})$/;
const LOADERS_MODULE = "virtual:text-loaders";
/** Prefix of a compiled catalog's id; the id does not end in .json, so no JSON plugin touches it. */
const COMPILED = "\0texts:";

/** The languages with a folder of catalogs, English first. */
export function catalogLanguages(dir = CATALOGS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2}$/.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => Number(b === "en") - Number(a === "en") || a.localeCompare(b));
}

/** The areas of one language's catalogs (file names without .json). */
export function catalogAreas(lang: string, dir = CATALOGS_DIR): string[] {
  return readdirSync(join(dir, lang))
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .sort();
}

/** One catalog compiled to an ES module whose default export holds a function per message. */
export function compileCatalog(lang: string, messages: Record<string, string>, source = `${lang} catalog`): string {
  let code: string;
  try {
    code = compileModule(new MessageFormat(lang, { strictPluralKeys: true }), messages);
  } catch (error) {
    throw new Error(`${source}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (/@messageformat\/runtime\/lib\/formatters/.test(code)) {
    throw new Error(`${source}: format numbers, dates and money in code and pass them in as text, not with a {…, number} or {…, date} formatter`);
  }
  return code
    .replace(/from "@messageformat\/runtime"/, () => `from ${JSON.stringify(RUNTIME)}`)
    .replace(/import \{ (\w+) \} from "@messageformat\/runtime\/lib\/cardinals";/, (_, name: string) => {
      const rule = (cardinals as Record<string, unknown>)[name];
      if (typeof rule !== "function") throw new Error(`${source}: no plural rule for ${name}`);
      return `const ${name} = ${rule.toString()};`;
    });
}

export function messageCatalogs(): Plugin {
  return {
    name: "message-catalogs",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source === LOADERS_MODULE || LANGUAGE_MODULE.test(source)) return `\0${source}`;
      if (!source.endsWith(".json")) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && CATALOG_FILE.test(resolved.id) ? COMPILED + resolved.id.slice(0, -".json".length) : null;
    },
    load(id) {
      if (id.startsWith(COMPILED)) {
        const file = `${id.slice(COMPILED.length)}.json`;
        this.addWatchFile(file);
        const [, lang] = CATALOG_FILE.exec(file)!;
        return compileCatalog(lang!, JSON.parse(readFileSync(file, "utf8")) as Record<string, string>, file);
      }
      if (id === `\0${LOADERS_MODULE}`) {
        const loaders = catalogLanguages()
          .filter((lang) => lang !== "en")
          .map((lang) => `${lang}: () => import("virtual:texts/${lang}")`);
        return `export default { ${loaders.join(", ")} };`;
      }
      const lang = LANGUAGE_MODULE.exec(id.slice(1))?.[1];
      if (!lang) return null;
      const areas = [CATALOGS_DIR, CONTENT_CATALOGS_DIR].flatMap((dir) => (existsSync(join(dir, lang)) ? catalogAreas(lang, dir).map((area) => ({ area, file: join(dir, lang, `${area}.json`) })) : []));
      const imports = areas.map(({ file }, i) => `import a${i} from ${JSON.stringify(file)};`);
      return `${imports.join("\n")}\nexport default { ${areas.map(({ area }, i) => `${JSON.stringify(area)}: a${i}`).join(", ")} };`;
    },
  };
}
