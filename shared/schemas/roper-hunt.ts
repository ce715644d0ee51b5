/**
 * The built-in Roper hunt's files: content/roper-hunt.json, what no language changes, and
 * content/i18n/<lang>/roper-hunt.json, one language's texts by key (shared/rules/roper-hunt.ts puts them
 * together). The app compiles the texts as message catalogs and the server reads them as they are, so a
 * text is plain: no `{…}` for either to fill in. The build's check loads this module, so its imports
 * name their files.
 */
import { z } from "zod";
import { DEFAULT_LANG } from "../rules/languages.ts";
import { roperTextKeys, type RoperHuntContent } from "../rules/roper-hunt.ts";

const id = z.number().int().positive();
const points = z.number().int().min(0).max(1000);
const distinctIds = (list: readonly { id: number }[]) => new Set(list.map((entry) => entry.id)).size === list.length;

const questionSchema = z.discriminatedUnion("kind", [
  z.object({ id, kind: z.literal("fill-in"), points }),
  z.object({ id, kind: z.literal("true-false"), points, answer: z.boolean() }),
  z
    .object({ id, kind: z.literal("multiple-choice"), points, options: z.number().int().min(2).max(6), correctOption: z.number().int().positive() })
    .refine((q) => q.correctOption <= q.options, { message: "correctOption must be one of the options", path: ["correctOption"] }),
]);

export const roperHuntContentSchema = z
  .object({
    emoji: z.string().min(1).max(16),
    difficulty: z.enum(["easy", "medium", "hard"]),
    badgeScore: points,
    clues: z.array(z.object({ id, points })).min(1).max(100).refine(distinctIds, "each clue needs its own id"),
    questions: z.array(questionSchema).max(50).refine(distinctIds, "each question needs its own id"),
  })
  .refine((hunt) => hunt.badgeScore <= [...hunt.clues, ...hunt.questions].reduce((sum, entry) => sum + entry.points, 0), {
    message: "badgeScore must be at most the hunt's maximum score",
    path: ["badgeScore"],
  }) satisfies z.ZodType<RoperHuntContent>;

const text = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((value) => !/[{}]/.test(value), "a Roper text is plain text, with no { or }");

/**
 * One language's texts for the hunt `content` describes: English has every text, another language any
 * of them (a text it lacks is read in English). A key `content` does not name is a problem.
 */
export function roperTextsSchema(content: RoperHuntContent, lang: string) {
  const keys = z.enum(roperTextKeys(content) as [string, ...string[]]);
  return lang === DEFAULT_LANG ? z.record(keys, text) : z.partialRecord(keys, text);
}
