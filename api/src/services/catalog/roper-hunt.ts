/**
 * The built-in Roper hunt as the server names and scores it: content/roper-hunt.json and each
 * language's texts (content/i18n/<lang>/roper-hunt.json), read and checked when the server starts, so
 * a bad edit stops it with the file's name and the problem. The build checks the same files through
 * readRoperHuntFiles (scripts/vite/roper-hunt-check.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { isRoperHunt } from "#shared/rules/hunt-key";
import { DEFAULT_LANG, LANGS, type Lang } from "#shared/rules/languages";
import { assembleRoperHunt, type RoperHunt, type RoperHuntContent, type RoperTexts } from "#shared/rules/roper-hunt";
import { parseContentFile, parseJsonText } from "#shared/schemas/content-file";
import { roperHuntContentSchema, roperTextsSchema } from "#shared/schemas/roper-hunt";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));
export const CONTENT_DIR = join(ROOT, "content");

export interface RoperHuntFiles {
  content: RoperHuntContent;
  /** By language: English's always, another language's where it has the file. */
  texts: Readonly<Record<string, RoperTexts>>;
  /** The files read, by path. */
  files: string[];
}

/** A path as messages name it: from the project's folder when it is in it. */
const shown = (path: string) => (path.startsWith(ROOT) ? relative(ROOT, path) : path);

function readChecked<T extends Parameters<typeof parseContentFile>[1]>(path: string, schema: T) {
  return parseContentFile(shown(path), schema, parseJsonText(shown(path), readFileSync(path, "utf8")));
}

/**
 * The hunt's files under `dir`, checked, with the texts of each of `langs` that has them. English's must
 * be there: every other language falls back to it.
 */
export function readRoperHuntFiles(dir = CONTENT_DIR, langs: readonly string[] = LANGS): RoperHuntFiles {
  const contentFile = join(dir, "roper-hunt.json");
  const content = readChecked(contentFile, roperHuntContentSchema);
  const files = [contentFile];
  const texts: Record<string, RoperTexts> = {};
  for (const lang of langs) {
    const file = join(dir, "i18n", lang, "roper-hunt.json");
    if (lang !== DEFAULT_LANG && !existsSync(file)) continue;
    texts[lang] = readChecked(file, roperTextsSchema(content, lang));
    files.push(file);
  }
  return { content, texts, files };
}

const FILES = readRoperHuntFiles();
const HUNTS = new Map<Lang, RoperHunt>();

/** The Roper hunt as it is played in `lang`: a completion played in Spanish is scored against its Spanish answers. */
export function roperHunt(lang: Lang): RoperHunt {
  let hunt = HUNTS.get(lang);
  if (!hunt) HUNTS.set(lang, (hunt = assembleRoperHunt(FILES.content, FILES.texts[lang] ?? {}, FILES.texts[DEFAULT_LANG]!)));
  return hunt;
}

/** The title of a completion's hunt, by its `hunt_key`: the Roper hunt's in English, else its row's (null for a hunt deleted since). */
export function completedHuntTitle(huntKey: string, rowTitle: string | null): string | null {
  return isRoperHunt(huntKey) ? roperHunt(DEFAULT_LANG).title : rowTitle;
}
