/**
 * The guard of the routes a team's phone reads with no account: a request without a team token (the
 * TEAM_TOKEN_HEADER) is a 401 before anything is looked up. Which team, if any, the token is, the route
 * asks of its group (services/groups/teams.ts), and any other token is a 401 too.
 */
import { createMiddleware } from "hono/factory";
import { TEAM_TOKEN_HEADER } from "#shared/schemas/group";
import type { AppEnv } from "../deps";
import { HttpError } from "../errors";
import { TEAM_TOKEN_PATTERN } from "../services/groups/teams";

export const requireTeamToken = createMiddleware<AppEnv>(async (c, next) => {
  if (!TEAM_TOKEN_PATTERN.test(c.req.header(TEAM_TOKEN_HEADER) ?? "")) throw new HttpError(401, { key: "teamNotJoined" });
  await next();
});

/** The team token of a request `requireTeamToken` let through. */
export const teamTokenOf = (c: { req: { header: (name: string) => string | undefined } }): string => c.req.header(TEAM_TOKEN_HEADER) ?? "";
