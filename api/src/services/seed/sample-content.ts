/**
 * The sample content (content/sample/, laid out in content/README.md), read and checked when the server
 * starts: the seed fills an empty database from it. Each file passes the schema the admin's own form is
 * checked with, or the server stops with the file's name and the problem. (A data migration that gave older
 * databases these Spanish versions keeps its own frozen copy; see api/src/migrations/.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { postInputSchema } from "#shared/schemas/blog";
import { bookInputSchema } from "#shared/schemas/book";
import { isoDateTime, requiredText } from "#shared/schemas/common";
import { ContentFileError, parseContentFile, parseJsonText } from "#shared/schemas/content-file";
import { episodeInputSchema } from "#shared/schemas/episode";
import { huntInputSchema } from "#shared/schemas/hunt";
import { huntTranslationInputSchema, type HuntTranslationValues } from "#shared/schemas/hunt-translation";
import { parkMapContentSchema, type ParkMapContent } from "#shared/schemas/park-map";
import { fitGeoreference } from "#shared/rules/georeference";
import { couponInputSchema } from "#shared/schemas/user";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));
export const SAMPLE_DIR = join(ROOT, "content/sample");

/** A path as messages name it: from the project's folder when it is in it. */
const shown = (path: string) => (path.startsWith(ROOT) ? relative(ROOT, path) : path);

/**
 * A sample post has its date (the seed writes the row as it is, and the blog is in date order); its read
 * time is worked out from its body, and it is not scheduled.
 */
const samplePostSchema = postInputSchema
  .omit({ readTime: true, scheduled_date: true })
  .extend({ date: requiredText("Date", 40).pipe(isoDateTime) });

export type SeedBook = z.output<typeof bookInputSchema>;
export type SeedPost = z.output<typeof samplePostSchema>;
export type SeedEpisode = z.output<typeof episodeInputSchema>;
export type SeedHunt = z.output<typeof huntInputSchema>;
export type SeedCoupon = z.output<typeof couponInputSchema>;

/**
 * A sample hunt's Spanish version: the admin's translation of a hunt, its items and questions in the
 * English hunt's order instead of by id, and each question's options in the order of the English ones
 * (the correct answer is the one in the English correct answer's place).
 */
export type SeedHuntVersion = Omit<HuntTranslationValues, "items" | "quiz_questions"> & {
  items: Omit<HuntTranslationValues["items"][number], "id">[];
  quiz_questions: Omit<HuntTranslationValues["quiz_questions"][number], "id">[];
};

/** Each list in its file's order, posts and hunts in file-name order: the order they are written in, so their ids. */
export interface SampleContent {
  books: SeedBook[];
  posts: SeedPost[];
  episodes: SeedEpisode[];
  hunts: SeedHunt[];
  /** Spanish versions by the English hunt's title. */
  huntsEs: Record<string, SeedHuntVersion>;
  /** Park maps by the hunt's title. */
  huntMaps: Record<string, ParkMapContent>;
  coupons: SeedCoupon[];
  /** Every file read, by its path. */
  files: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Files of a folder in name order, leaving out hidden ones. */
const namesIn = (dir: string) => readdirSync(dir).filter((name) => !name.startsWith(".")).sort();

/**
 * A post file: its fields between two `---` lines, one `name: value` a line with each value written as
 * JSON (text in double quotes, lists in brackets, true or false), then its body, which is the post's
 * content.
 */
function postFields(file: string, text: string): Record<string, unknown> {
  const parts = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, "\n"));
  if (!parts) throw new ContentFileError(`${file}: the file must start with its fields between two "---" lines`);
  const fields: Record<string, unknown> = {};
  parts[1]!.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    const field = /^([a-z_][a-z0-9_]*):\s*(.*)$/i.exec(line);
    const at = `${file}: line ${i + 2}`;
    if (!field) throw new ContentFileError(`${at}: not "name: value"`);
    const [, name, value] = field as unknown as [string, string, string];
    if (name === "content") throw new ContentFileError(`${at}: the content is the body, below the fields`);
    if (name in fields) throw new ContentFileError(`${at}: ${name} is given twice`);
    try {
      fields[name] = JSON.parse(value);
    } catch {
      throw new ContentFileError(`${at}: the value of ${name} is not JSON (text goes in double quotes)`);
    }
  });
  return { ...fields, content: parts[2] };
}

/** The items and questions of a version numbered by their place: the admin's schema names them by id. */
function numbered(version: unknown): unknown {
  if (!isRecord(version)) return version;
  const number = (list: unknown) => (Array.isArray(list) ? list.map((entry, i) => (isRecord(entry) ? { id: i + 1, ...entry } : entry)) : list);
  return { ...version, items: number(version.items), quiz_questions: number(version.quiz_questions) };
}

/** A hunt's version in another language, which must match the hunt item for item and option for option. */
function huntVersion(file: string, value: unknown, hunt: SeedHunt): SeedHuntVersion {
  const { items, quiz_questions, ...texts } = parseContentFile(file, huntTranslationInputSchema, numbered(value));
  const problems: string[] = [];
  const count = (what: string, here: number, english: number) =>
    here === english ? [] : [`${what}: ${here} where the English hunt has ${english}`];
  problems.push(...count("items", items.length, hunt.items.length), ...count("quiz_questions", quiz_questions.length, hunt.quiz_questions.length));
  quiz_questions.forEach((question, i) => {
    const english = hunt.quiz_questions[i];
    if (english) problems.push(...count(`quiz_questions[${i}].options`, question.options.length, english.options.length));
    if (question.correct_answer !== undefined && !question.options.includes(question.correct_answer)) {
      problems.push(`quiz_questions[${i}].correct_answer: not one of the options`);
    }
  });
  if (problems.length > 0) throw new ContentFileError(`${file}: ${problems.join("; ")}`);
  return {
    ...texts,
    items: items.map(({ id: _, ...item }) => item),
    quiz_questions: quiz_questions.map(({ id: _, ...question }) => question),
  };
}

/** A hunt's park map, whose points must fit it as an admin's would have to. */
function huntMap(file: string, value: unknown): ParkMapContent {
  const map = parseContentFile(file, parkMapContentSchema, value);
  const fit = fitGeoreference(map.points, map);
  if (!fit.ok) throw new ContentFileError(`${file}: points: ${fit.message}`);
  return map;
}

/**
 * The hunts (`<name>.json`) of the hunts folder, and beside each its Spanish version (`<name>.es.json`)
 * and its park map (`<name>.map.json`).
 */
function readHunts(dir: string, read: (path: string) => { file: string; text: string }) {
  const names = namesIn(dir);
  const english = names.filter((name) => /^[^.]+\.json$/.test(name));
  for (const name of names) {
    const beside = /^([^.]+)\.(?:es|map)\.json$/.exec(name);
    if (!english.includes(name) && !(beside && english.includes(`${beside[1]}.json`))) {
      throw new ContentFileError(`${shown(join(dir, name))}: not a hunt (<name>.json), nor the Spanish version (<name>.es.json) or park map (<name>.map.json) of one`);
    }
  }
  const hunts: SeedHunt[] = [];
  const huntsEs: Record<string, SeedHuntVersion> = {};
  const huntMaps: Record<string, ParkMapContent> = {};
  for (const name of english) {
    const { file, text } = read(join(dir, name));
    const hunt = parseContentFile(file, huntInputSchema, parseJsonText(file, text));
    if (hunts.some((other) => other.title === hunt.title)) throw new ContentFileError(`${file}: title: another hunt has this title`);
    hunts.push(hunt);
    const spanishName = name.replace(/\.json$/, ".es.json");
    if (names.includes(spanishName)) {
      const spanish = read(join(dir, spanishName));
      huntsEs[hunt.title] = huntVersion(spanish.file, parseJsonText(spanish.file, spanish.text), hunt);
    }
    const mapName = name.replace(/\.json$/, ".map.json");
    if (names.includes(mapName)) {
      const map = read(join(dir, mapName));
      huntMaps[hunt.title] = huntMap(map.file, parseJsonText(map.file, map.text));
    }
  }
  return { hunts, huntsEs, huntMaps };
}

/** Reads and checks every file of a sample folder; a `ContentFileError` names the first file that does not pass. */
export function readSampleContent(dir = SAMPLE_DIR): SampleContent {
  const files: string[] = [];
  const read = (path: string) => {
    files.push(path);
    return { file: shown(path), text: readFileSync(path, "utf8") };
  };
  const list = <T extends z.ZodType>(name: string, schema: T): z.output<T>[] => {
    const { file, text } = read(join(dir, name));
    return parseContentFile(file, z.array(schema), parseJsonText(file, text));
  };
  const books = list("books.json", bookInputSchema);
  const posts = namesIn(join(dir, "posts")).map((name) => {
    const path = join(dir, "posts", name);
    if (!name.endsWith(".md")) throw new ContentFileError(`${shown(path)}: not a post (a post is a .md file)`);
    const { file, text } = read(path);
    return parseContentFile(file, samplePostSchema, postFields(file, text));
  });
  const episodes = list("episodes.json", episodeInputSchema);
  const { hunts, huntsEs, huntMaps } = readHunts(join(dir, "hunts"), read);
  const coupons = list("coupons.json", couponInputSchema);
  return { books, posts, episodes, hunts, huntsEs, huntMaps, coupons, files };
}

const SAMPLE = readSampleContent();

export const SEED_BOOKS = SAMPLE.books;
export const SEED_POSTS = SAMPLE.posts;
export const SEED_EPISODES = SAMPLE.episodes;
export const SEED_HUNTS = SAMPLE.hunts;
export const SEED_HUNTS_ES = SAMPLE.huntsEs;
export const SEED_HUNT_MAPS = SAMPLE.huntMaps;
export const SEED_COUPONS = SAMPLE.coupons;
