/**
 * /api/groups: group play. A signed-in leader makes a group for a hunt they may play and alone reads and
 * changes its board; teams join by its code with no account and read the standings with their team
 * token. Teams' results arrive through the outbox (`group.progress`, POST /api/sync). Codes are taken
 * as typed ("k7m-2qx"). The board and the standings change with every result: no cache keeps them.
 */
import { Hono, type Context } from "hono";
import { normalizeGroupCode } from "#shared/rules/group-play";
import { groupCreateSchema, groupUpdateSchema, teamJoinSchema } from "#shared/schemas/group";
import type { AppEnv, Deps } from "../deps";
import { writeTx } from "../db";
import { currentUser, requireUser } from "../middleware/auth";
import { requireTeamToken, teamTokenOf } from "../middleware/team-token";
import { jsonBody } from "../middleware/validate";
import { groupBoard, teamStandings } from "../services/groups/group-board";
import { createGroup, groupByCode, groupNotFound, leadersGroup, updateGroup } from "../services/groups/groups";
import { joinGroup, teamOfToken } from "../services/groups/teams";
import { checkKey, onceForKey } from "../services/infrastructure/idempotency";
import { groupJoinLimits, reserveAttempt } from "../services/infrastructure/rate-limit";

const NOT_KEPT = { "cache-control": "no-store" };

function codeParam(c: Context): string {
  const code = normalizeGroupCode(c.req.param("code") ?? "");
  if (!code) throw groupNotFound();
  return code;
}

export function groupsRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post("/", requireUser, async (c) => {
      const leader = currentUser(c);
      const { hunt_id } = await jsonBody(c, groupCreateSchema);
      const key = checkKey(c.req.header("idempotency-key"));
      const origin = deps.siteOrigins[0]!;
      // Keyed to the leader too: another account's replay must never be answered this group's key.
      const keyed = { hunt_id, leader: leader.id };
      const { outcome } = await writeTx(db, () => onceForKey(db, key, "group.create", keyed, () => createGroup(db, leader, hunt_id, origin, deps.now())));
      return c.json(outcome.body as object, outcome.status);
    })
    .get("/:code", requireUser, async (c) => {
      const group = await leadersGroup(db, codeParam(c), currentUser(c));
      return c.json(await groupBoard(db, group), 200, NOT_KEPT);
    })
    .patch("/:code", requireUser, async (c) => {
      const code = codeParam(c);
      const update = await jsonBody(c, groupUpdateSchema);
      const board = await writeTx(db, async () => {
        await updateGroup(db, await leadersGroup(db, code, currentUser(c)), update, deps.now());
        return groupBoard(db, await groupByCode(db, code));
      });
      return c.json(board, 200, NOT_KEPT);
    })
    .post("/:code/teams", async (c) => {
      const code = codeParam(c);
      const team = await jsonBody(c, teamJoinSchema);
      const key = checkKey(c.req.header("idempotency-key"));
      // Counted in a transaction of its own, so a code that names no group counts too.
      await reserveAttempt(db, "group-join", groupJoinLimits(deps.clientAddress(c)), deps.now(), { key: "tooManyJoins" });
      const outcome = await writeTx(db, () => joinGroup(db, key, code, team, deps.now()));
      return c.json(outcome.body as object, outcome.status);
    })
    .get("/:code/standings", requireTeamToken, async (c) => {
      const group = await groupByCode(db, codeParam(c));
      const teamId = await teamOfToken(db, group, teamTokenOf(c));
      return c.json(await teamStandings(db, group, teamId), 200, NOT_KEPT);
    });
}
