/**
 * What every replayable write a device makes runs with (a hunt's completion or purchase, a page view, a
 * content view, a blog reading, a team's result), whether it arrives as a single call or from the
 * outbox: the same database, account, clock and caller, so both paths apply it the same way. The HTTP
 * layer makes it from a request (routes/mutation-context.ts).
 */
import type { Db } from "../../db";
import type { AuthUser } from "../../deps";
import type { TeamResultCheck } from "../groups/team-result-check";

export interface MutationContext {
  db: Db;
  user: AuthUser | null;
  /** The app clock, so event times agree with the clock that reports on them. */
  now: Date;
  /**
   * When the event happened: `now` for a single call; for one queued offline, the device's own time within
   * bounds (shared/rules/event-time.ts), so a view, reading or completion counts on the day it was made.
   */
  happenedAt: Date;
  /** The site's own origins, the main one first: where the payment provider may send a buyer back. */
  siteOrigins: readonly string[];
  /** The payment provider's name, recorded on the orders it will be asked to take. */
  provider: string;
  /** The caller's network address: per-address limits, and the visitor id of a view sent without one. */
  clientAddress: string;
  /** The team results among the mutations, by text, their signatures checked before the transaction (prepareMutations). */
  teamResults?: ReadonlyMap<string, TeamResultCheck>;
}
