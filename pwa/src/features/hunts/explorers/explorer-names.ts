/**
 * The explorers' names: the rules a name must meet (the server checks the same limits again), and the
 * names remembered on the device so the next hunt starts with the same children. Only the names are
 * kept between hunts; each hunt's turns, answers and spots live with its progress.
 */
import { EXPLORER_NAME_MAX, EXPLORERS_MAX } from "#shared/rules/family-record";
import { readKv, writeKv } from "../../../lib/kv";

/** Key-value table key of the remembered names. */
export const EXPLORER_NAMES_KEY = "hunt_explorer_names";

export const EXPLORER_MESSAGES = {
  empty: "Type the explorer's name first.",
  tooLong: `A name can be at most ${EXPLORER_NAME_MAX} characters.`,
  tooMany: `Up to ${EXPLORERS_MAX} explorers can share one phone.`,
  duplicate: (name: string) => `${name} is already an explorer. Give each explorer a different name.`,
} as const;

const sameName = (a: string, b: string) => a.toLocaleLowerCase("en-US") === b.toLocaleLowerCase("en-US");

/** The names with one more, or why it cannot be added. */
export function addName(names: readonly string[], typed: string): { names: string[] } | { error: string } {
  const name = typed.trim();
  if (!name) return { error: EXPLORER_MESSAGES.empty };
  if (name.length > EXPLORER_NAME_MAX) return { error: EXPLORER_MESSAGES.tooLong };
  const taken = names.find((n) => sameName(n, name));
  if (taken) return { error: EXPLORER_MESSAGES.duplicate(taken) };
  if (names.length >= EXPLORERS_MAX) return { error: EXPLORER_MESSAGES.tooMany };
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
