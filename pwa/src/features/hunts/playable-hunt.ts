/** A server hunt as it is played: the device's copy once its items (and any quiz) have been fetched. */
import type { HuntItem, QuizQuestion } from "#shared/schemas/hunt";
import type { StoredHunt } from "../../lib/db";

export type PlayableHunt = StoredHunt & { items: HuntItem[]; quiz_questions?: QuizQuestion[] };
