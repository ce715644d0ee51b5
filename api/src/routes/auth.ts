/** /api/auth/login: the admin sign-in, which refuses every account that is not an admin. */
import { Hono } from "hono";
import { loginSchema } from "#shared/schemas/user";
import type { AppEnv, Deps } from "../deps";
import { jsonBody } from "../middleware/validate";
import { login } from "../services/accounts/sign-in";

export function authRoutes(deps: Deps) {
  return new Hono<AppEnv>().post("/login", async (c) =>
    c.json(await login(deps, await jsonBody(c, loginSchema), true, deps.clientAddress(c))),
  );
}
