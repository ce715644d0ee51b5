/**
 * How the explorers' part of a hunt's progress changes: who is playing, who spotted each find, and the
 * quiz passing from one explorer to the next. Pure functions over the saved shape (stores/hunt-progress.ts).
 */
import type { Explorers, Progress } from "../stores/hunt-progress";

/** Names can change until the first explorer hands in their quiz (and never after the hunt is complete). */
export function namesEditable(progress: Pick<Progress, "quizCompleted" | "explorers">): boolean {
  return !progress.quizCompleted && !progress.explorers?.runs.some((run) => run.submitted);
}

export function explorerNames(explorers: Explorers | undefined): string[] {
  return explorers?.runs.map((run) => run.name) ?? [];
}

/** The explorers for these names: a name kept keeps its answers so far and its spots; none is no explorers. */
export function withNames(explorers: Explorers | undefined, names: readonly string[]): Explorers | undefined {
  if (names.length === 0) return undefined;
  const runs = names.map((name) => explorers?.runs.find((run) => run.name === name) ?? { name, answers: {}, submitted: false });
  const spotted = Object.fromEntries(Object.entries(explorers?.spotted ?? {}).filter(([, name]) => names.includes(name)));
  return { runs, turn: 0, spotted };
}

/** Credits a find to one explorer, or to nobody (`name` undefined). */
export function spot(explorers: Explorers, itemId: number, name: string | undefined): Explorers {
  const { [String(itemId)]: _previous, ...rest } = explorers.spotted;
  return { ...explorers, spotted: name === undefined ? rest : { ...rest, [String(itemId)]: name } };
}

/** How many of the finds still in the hunt this explorer spotted. */
export function spottedCount(explorers: Explorers, name: string, found: readonly number[]): number {
  return found.filter((id) => explorers.spotted[String(id)] === name).length;
}

/** The explorer whose turn it is hands in `answers`. */
export function handIn(explorers: Explorers, answers: Record<string, string>): Explorers {
  const runs = explorers.runs.map((run, i) => (i === explorers.turn ? { ...run, answers, submitted: true } : run));
  return { ...explorers, runs };
}

export function nextTurn(explorers: Explorers): Explorers {
  return { ...explorers, turn: Math.min(explorers.turn + 1, explorers.runs.length - 1) };
}
