/**
 * The join form's own checks, the server's limits (shared/rules/group-play.ts) before anything is sent:
 * a code that can be one (forgiven its case, spaces and dashes), a team name, and at most
 * TEAM_EXPLORERS_MAX explorers with names the explorers' rules allow (explorers/explorer-names.ts).
 */
import { EXPLORER_NAME_MAX } from "#shared/rules/family-record";
import { normalizeGroupCode, TEAM_EXPLORERS_MAX, TEAM_NAME_MAX_CHARS } from "#shared/rules/group-play";
import { addName, type NameProblem } from "../explorers/explorer-names";
import type { Messages } from "../../../lib/i18n/texts";
import type { teamsTexts } from "./teams-texts";

type Texts = Messages<typeof teamsTexts.en>;

/** The form as typed; once checked, as it is sent (the code normalized, the name trimmed). */
export interface JoinForm {
  code: string;
  name: string;
  explorers: string[];
}

export type JoinErrors = Partial<Record<"code" | "name", string>>;

/** The request to send, or what to fix in each field. */
export function checkJoin(form: JoinForm, t: Texts): { request: JoinForm } | { errors: JoinErrors } {
  const code = normalizeGroupCode(form.code);
  const name = form.name.trim();
  const errors: JoinErrors = {};
  if (!code) errors.code = t.groupCodeInvalid();
  if (!name) errors.name = t.teamNameEmpty();
  else if (name.length > TEAM_NAME_MAX_CHARS) errors.name = t.teamNameTooLong({ max: TEAM_NAME_MAX_CHARS });
  if (!code || Object.keys(errors).length > 0) return { errors };
  return { request: { code, name, explorers: form.explorers } };
}

/** The names with one more, as a team lists them, or what is wrong with it. */
export function addTeamExplorer(names: readonly string[], typed: string, t: Texts): { names: string[] } | { error: string } {
  const next = addName(names, typed, TEAM_EXPLORERS_MAX);
  return "names" in next ? next : { error: problemText(next.error, t) };
}

function problemText(problem: NameProblem, t: Texts): string {
  if (problem === "empty") return t.explorerEmpty();
  if (problem === "tooLong") return t.explorerTooLong({ max: EXPLORER_NAME_MAX });
  if (problem === "tooMany") return t.explorersTooMany({ max: TEAM_EXPLORERS_MAX });
  return t.explorerTaken({ name: problem.taken });
}
