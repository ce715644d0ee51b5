/**
 * The explorers' names: the rules a name must meet (the server checks the same limits again), and the
 * names remembered on the device so the next hunt starts with the same children. Only the names are
 * kept between hunts; each hunt's turns, answers and spots live with its progress.
 */
import { EXPLORER_NAME_MAX, EXPLORERS_MAX } from "#shared/rules/family-record";
import { readKv, writeKv } from "../../../lib/database/kv";
import type { Messages } from "../../../lib/i18n/texts";
import type { huntsTexts } from "../hunts-texts";

/** Key-value table key of the remembered names. */
export const EXPLORER_NAMES_KEY = "hunt_explorer_names";

/** Why a name cannot be added: none typed, too long, one explorer too many, or the name already playing. */
export type NameProblem = "empty" | "tooLong" | "tooMany" | { taken: string };

/** What the family reads of a problem with a name. */
export function nameProblemText(problem: NameProblem, t: Messages<typeof huntsTexts.en>): string {
  if (problem === "empty") return t.nameEmpty();
  if (problem === "tooLong") return t.nameTooLong({ max: EXPLORER_NAME_MAX });
  if (problem === "tooMany") return t.nameTooMany({ max: EXPLORERS_MAX });
  return t.nameTaken({ name: problem.taken });
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase("en-US") === b.toLocaleLowerCase("en-US");

/** The names with one more, or why it cannot be added; `max` names at most (a team lists more than play on one phone). */
export function addName(names: readonly string[], typed: string, max = EXPLORERS_MAX): { names: string[] } | { error: NameProblem } {
  const name = typed.trim();
  if (!name) return { error: "empty" };
  if (name.length > EXPLORER_NAME_MAX) return { error: "tooLong" };
  const taken = names.find((n) => sameName(n, name));
  if (taken) return { error: { taken } };
  if (names.length >= max) return { error: "tooMany" };
  return { names: [...names, name] };
}

/** The remembered names, keeping only what the rules allow (the table may hold anything an older app wrote). */
export async function readRememberedNames(): Promise<string[]> {
  const saved = await readKv<unknown>(EXPLORER_NAMES_KEY).catch(() => undefined);
  if (!Array.isArray(saved)) return [];
  return saved.reduce<string[]>((names, value) => {
    const next = typeof value === "string" ? addName(names, value) : undefined;
    return next && "names" in next ? next.names : names;
  }, []);
}

export function rememberNames(names: readonly string[]): Promise<void> {
  return writeKv(EXPLORER_NAMES_KEY, names.length > 0 ? [...names] : undefined);
}
