/**
 * What a scanned code means to the leader's phone, with no signal needed: a result this group's key
 * signed is laid over its team's row and queued for the server (once per signed text); any other code,
 * another group's result or one changed by hand, is not from this group.
 */
import { readTeamResult } from "#shared/rules/team-result";
import { recordScan } from "./lead-group-store";

export type ScanOutcome = { kind: "added" | "again"; team: string } | { kind: "not-ours" } | { kind: "no-code" };

/** `texts`: the codes read in one picture; the first of them this group signed is taken. */
export async function takeScan(group: { code: string; key: string }, texts: readonly string[], token: string | null): Promise<ScanOutcome> {
  if (texts.length === 0) return { kind: "no-code" };
  for (const text of texts) {
    const reading = await readTeamResult(text, group.key, group.code);
    if (!reading.ok) continue;
    const added = await recordScan(group.code, reading, token);
    return { kind: added ? "added" : "again", team: reading.result.teamName };
  }
  return { kind: "not-ours" };
}
