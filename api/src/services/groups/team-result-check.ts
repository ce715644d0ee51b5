/**
 * A team result's signature, checked with its group's key before the write transaction: Web Crypto works
 * off the main thread, and a write transaction waits on nothing but the database (db/index.ts). What the
 * check finds goes into the mutation's context (prepareMutations), for ./team-results.ts to store.
 */
import { peekTeamResult, readTeamResult, type TeamResult } from "#shared/rules/team-result";
import type { Db } from "../../db";
import { HttpError } from "../../errors";
import { groupByCodeQuery, groupNotFound } from "./groups";

/** A text checked with its group's key: the result it holds, or the refusal it gets. */
export type TeamResultCheck = { ok: true; result: TeamResult; key: string } | { ok: false; refusal: HttpError };

async function checkTeamResult(db: Db, text: string): Promise<TeamResultCheck> {
  const refuse = (refusal: HttpError): TeamResultCheck => ({ ok: false, refusal });
  const peeked = peekTeamResult(text.trim());
  if (!peeked) return refuse(new HttpError(422, { key: "notATeamResult" }));
  const [group] = await groupByCodeQuery(db, peeked.code);
  if (!group) return refuse(groupNotFound());
  const reading = await readTeamResult(text, group.key, group.code);
  if (!reading.ok) return refuse(new HttpError(422, { key: "notYourGroup" }));
  return { ok: true, result: reading.result, key: group.key };
}

/** Checks each text's signature with its group's key, outside any transaction; by text. */
export async function checkTeamResults(db: Db, texts: readonly string[]): Promise<ReadonlyMap<string, TeamResultCheck>> {
  const unique = [...new Set(texts)];
  return new Map(await Promise.all(unique.map(async (text) => [text, await checkTeamResult(db, text)] as const)));
}
