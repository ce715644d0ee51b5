import { Hono } from "hono";
import type { AppEnv, Deps } from "../deps";

export function paymentsRoutes(_deps: Deps) {
  return new Hono<AppEnv>();
}
