/**
 * A server hunt as it is played: the device's copy once its items (and any quiz) have been fetched,
 * with its texts in the language of the page where it is offered in it, else in English, and `lang`,
 * the language they are in (what read-aloud reads them in, and what a completion says it was played in).
 */
import type { Lang } from "#shared/rules/languages";
import type { HuntItem, QuizQuestion } from "#shared/schemas/hunt";
import type { StoredHunt } from "../../lib/database/db";

export type PlayableHunt = StoredHunt & {
  items: HuntItem[];
  quiz_questions?: QuizQuestion[];
  lang: Lang;
  /** Each question's options in every version (shared/rules/hunt-translation.ts optionVersions). */
  versions: Record<string, string[][]>;
};
