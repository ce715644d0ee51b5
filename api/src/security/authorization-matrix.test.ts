/**
 * Every route the app registers is either on the explicit public list below or guarded: by a session
 * (user, admin) or, for a team's phone, which has no account, by its team token. The list of routes
 * comes from the app itself, so a new route added without a guard (and not declared public here) fails
 * this test. Each admin route is then called as a visitor, a user, an admin with an expired token,
 * and an admin: 401 / 403 / 401 / allowed, with no row changed by the refused calls.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { requireAdmin, requireUser } from "../middleware/auth";
import { requireTeamToken } from "../middleware/team-token";
import { issueToken } from "../services/accounts/tokens";
import { rowCounts } from "../testing/row-counts";
import { createTestApp, sessionIdOf, TEST_JWT_SECRET, type TestApp } from "../testing/test-app";

const PUBLIC_ROUTES = new Set([
  // What search engines read: the public pages they may list, and what they may not.
  "GET /sitemap.xml",
  "GET /robots.txt",
  "GET /api/health",
  "POST /api/users/login",
  "POST /api/users/register",
  "POST /api/users/forgot-password",
  "POST /api/users/reset-password",
  "POST /api/users/confirm-email",
  "POST /api/auth/login",
  "GET /api/points-store/coupons",
  "GET /api/blog/posts",
  "GET /api/blog/tags",
  "GET /api/blog/posts/:id",
  "GET /api/shop/books",
  "GET /api/shop/categories",
  "GET /api/podcast/episodes",
  "POST /api/payments/paypal/create-order",
  "POST /api/payments/capture",
  "GET /api/payments/orders/:id",
  "GET /api/payments/orders/:id/pay",
  "POST /api/payments/orders/:id/cancel",
  "GET /api/payments/sandbox/:id",
  "POST /api/payments/sandbox/:id/approve",
  "POST /api/payments/sandbox/:id/cancel",
  "GET /api/hunts",
  "GET /api/hunts/:id",
  "GET /api/hunts/:id/outline",
  "POST /api/hunts/:id/complete",
  "POST /api/hunts/:id/purchase",
  "POST /api/analytics/track-view",
  "POST /api/analytics/track-content-view",
  "POST /api/analytics/track-detailed-blog-analytics",
  "GET /api/analytics/content-stats",
  "POST /api/sync",
  // Anyone holding a group's code joins it as a team, with no account: limited per client address and per group.
  "POST /api/groups/:code/teams",
  "GET /api/settings/public",
  "GET /uploads/:name",
  // The preview cards scrapers fetch for a link: each a published picture's (never a family's photo).
  "GET /cards/uploads/:name",
  "GET /cards/*",
]);

let t: TestApp;
type Guard = "admin" | "user" | "team" | "none";
let routes: { key: string; method: string; path: string; guard: Guard }[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const byKey = new Map<string, { method: string; path: string; guard: Guard }>();
  // A guard mounted with `use("*")` on a sub-router covers every path under its prefix.
  const prefixGuards = t.app.routes
    .filter((r) => r.method === "ALL" && r.path.endsWith("/*") && (r.handler === requireAdmin || r.handler === requireUser))
    .map((r) => ({ prefix: r.path.slice(0, -1), guard: r.handler === requireAdmin ? ("admin" as const) : ("user" as const) }));
  for (const r of t.app.routes) {
    if (r.method === "ALL") continue;
    const key = `${r.method} ${r.path}`;
    const entry = byKey.get(key) ?? { method: r.method, path: r.path, guard: "none" as Guard };
    if (r.handler === requireAdmin) entry.guard = "admin";
    else if (r.handler === requireUser && entry.guard === "none") entry.guard = "user";
    else if (r.handler === requireTeamToken && entry.guard === "none") entry.guard = "team";
    for (const g of prefixGuards) if (r.path.startsWith(g.prefix) && entry.guard !== "admin") entry.guard = g.guard;
    byKey.set(key, entry);
  }
  routes = [...byKey].map(([key, r]) => ({ key, ...r }));
});

const concrete = (path: string) => path.replace(/:lang\b/g, "es").replace(/:id\b/g, "1").replace(/:code\b/g, "PARKS5").replace(/:name\b/g, "x");

describe("authorization matrix", () => {
  it("finds the app's routes", () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => r.guard === "admin").length).toBeGreaterThan(15);
  });

  it("guards every route that is not declared public, and every /api/admin route with the admin check", () => {
    const unguarded = routes.filter((r) => r.guard === "none" && !PUBLIC_ROUTES.has(r.key)).map((r) => r.key);
    expect(unguarded).toEqual([]);
    const adminPaths = routes.filter((r) => r.path.startsWith("/api/admin") && r.guard !== "admin").map((r) => r.key);
    expect(adminPaths).toEqual([]);
  });

  it("declares no public route that the app does not have", () => {
    const known = new Set(routes.map((r) => r.key));
    expect([...PUBLIC_ROUTES].filter((key) => !known.has(key))).toEqual([]);
  });

  it("answers 401 / 403 / 401 / allowed for visitor, user, expired admin and admin on every admin route", async () => {
    for (const route of routes.filter((r) => r.guard === "admin")) {
      // Sessions of their own for each route: an admin route may end an account's sessions.
      const user = await t.createUser("user");
      const admin = await t.createUser("admin");
      const expired = await issueToken(TEST_JWT_SECRET, { sub: admin.id, role: "admin", sid: sessionIdOf(admin.token) }, new Date(Date.now() - 30 * 86_400_000));
      const path = concrete(route.path);
      const body = route.method === "GET" || route.method === "DELETE" ? undefined : {};
      const before = await rowCounts(t.db);
      const visitor = await t.call(route.method, path, { body });
      const asUser = await t.call(route.method, path, { body, token: user.token });
      const stale = await t.call(route.method, path, { body, token: expired });
      expect([route.key, visitor.status, asUser.status, stale.status]).toEqual([route.key, 401, 403, 401]);
      expect(visitor.body.detail).toBeTruthy();
      expect(await rowCounts(t.db)).toEqual(before);
      const asAdmin = await t.call(route.method, path, { body, token: admin.token });
      expect([route.key, [401, 403].includes(asAdmin.status)]).toEqual([route.key, false]);
    }
  });

  it("keeps a family's photos and hunt history behind a session", () => {
    const family = [
      "POST /api/hunts/:id/photos",
      "GET /api/users/photos",
      "GET /api/users/photos/:id/file",
      "DELETE /api/users/photos/:id",
      "GET /api/users/hunt-history",
    ];
    expect(family.map((key) => [key, routes.find((r) => r.key === key)?.guard])).toEqual(family.map((key) => [key, "user"]));
  });

  it("keeps every change to a hunt's park map for admins, while the hunt's reads carry the map to everyone", () => {
    const writes = ["POST /api/hunts/:id/map", "PATCH /api/hunts/:id/map", "PUT /api/hunts/:id/map/points", "DELETE /api/hunts/:id/map"];
    expect(writes.map((key) => [key, routes.find((r) => r.key === key)?.guard])).toEqual(writes.map((key) => [key, "admin"]));
    expect(routes.filter((r) => r.path.startsWith("/api/hunts/:id/map") && r.guard !== "admin")).toEqual([]);
  });

  it("keeps a group's board for its leader's session and its standings for its teams' tokens", () => {
    const guards = [
      ["POST /api/groups", "user"],
      ["GET /api/groups/:code", "user"],
      ["PATCH /api/groups/:code", "user"],
      ["GET /api/groups/:code/standings", "team"],
    ];
    expect(guards.map(([key]) => [key, routes.find((r) => r.key === key)?.guard])).toEqual(guards);
    expect(routes.filter((r) => r.guard === "team").map((r) => r.key)).toEqual(["GET /api/groups/:code/standings"]);
  });

  it("answers 401 without a team token on every team route", async () => {
    for (const route of routes.filter((r) => r.guard === "team")) {
      const res = await t.call(route.method, concrete(route.path), { body: route.method === "GET" ? undefined : {} });
      expect([route.key, res.status, res.body.key]).toEqual([route.key, 401, "teamNotJoined"]);
    }
  });

  it("answers 401 without a session on every user route", async () => {
    for (const route of routes.filter((r) => r.guard === "user")) {
      const res = await t.call(route.method, concrete(route.path), { body: route.method === "GET" ? undefined : {} });
      expect([route.key, res.status]).toEqual([route.key, 401]);
    }
  });
});
