/**
 * Builds the whole HTTP app from its dependencies: the JSON API under /api, uploaded images under
 * /uploads, preview cards under /cards, /sitemap.xml and /robots.txt, and (when a build is given) the
 * PWA with a single-page fallback. Nothing is kept in memory between requests, so any number of these
 * can serve the same database.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv, DepsInput } from "./deps";
import { HttpError } from "./errors";
import { authenticate } from "./middleware/auth";
import { onError, onNotFound } from "./middleware/errors";
import { securityHeaders } from "./middleware/security-headers";
import { adminRoutes } from "./routes/admin";
import { analyticsRoutes } from "./routes/analytics";
import { authRoutes } from "./routes/auth";
import { blogRoutes } from "./routes/blog";
import { groupsRoutes } from "./routes/groups";
import { cardRoutes } from "./routes/cards";
import { healthRoutes } from "./routes/health";
import { huntsRoutes } from "./routes/hunts";
import { paymentsRoutes } from "./routes/payments";
import { podcastRoutes } from "./routes/podcast";
import { robotsRoutes } from "./routes/robots";
import { pointsStoreRoutes } from "./routes/points-store";
import { settingsRoutes } from "./routes/settings";
import { shopRoutes } from "./routes/shop";
import { sitemapRoutes } from "./routes/sitemap";
import { syncRoutes } from "./routes/sync";
import { uploadRoutes } from "./routes/upload";
import { hasOwnUploadLimit } from "./middleware/upload-limit";
import { usersRoutes } from "./routes/users";
import { createResponseCache } from "./services/infrastructure/response-cache";
import { serveUploads } from "./routes/serve-uploads";
import { createPrerender } from "./prerender";
import { serveApp } from "./static";
import { JSON_BODY_MAX_BYTES } from "#shared/rules/sync";

export { JSON_BODY_MAX_BYTES };

export function createApp(input: DepsInput) {
  const deps = { ...input, cache: input.cache ?? createResponseCache(input.db) };
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(onNotFound);
  // server.ts answers a cached public read before this app sees it (middleware/cached-read.ts, with these
  // security headers in the entry): a middleware every public GET must pass belongs in that fast path too.
  app.use("*", securityHeaders);

  const api = new Hono<AppEnv>();
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: () => {
      throw new HttpError(413, { key: "bodyTooLarge" });
    },
  });
  // Uploads set their own, larger limit; every other body is small JSON. Reads have no body to limit
  // (and skipping them keeps the adapter from building a full Request object for every GET).
  const bodiless = new Set(["GET", "HEAD", "OPTIONS"]);
  api.use("*", (c, next) =>
    bodiless.has(c.req.method) || hasOwnUploadLimit(c.req.path) ? next() : jsonBodyLimit(c, next),
  );
  api.use("*", authenticate(deps));
  api.route("/health", healthRoutes(deps));
  api.route("/users", usersRoutes(deps));
  api.route("/auth", authRoutes(deps));
  api.route("/points-store", pointsStoreRoutes(deps));
  api.route("/blog", blogRoutes(deps));
  api.route("/shop", shopRoutes(deps));
  api.route("/podcast", podcastRoutes(deps));
  api.route("/upload", uploadRoutes(deps));
  api.route("/payments", paymentsRoutes(deps));
  api.route("/hunts", huntsRoutes(deps));
  api.route("/groups", groupsRoutes(deps));
  api.route("/admin", adminRoutes(deps));
  api.route("/analytics", analyticsRoutes(deps));
  api.route("/sync", syncRoutes(deps));
  api.route("/settings", settingsRoutes(deps));
  api.all("*", (c) => c.json({ detail: "Not found" }, 404));
  app.route("/api", api);

  app.get("/uploads/:name", serveUploads(deps.uploads));
  app.route("/cards", cardRoutes(deps));
  // Before the app's pages: these two are files at the root, never the app shell.
  app.route("/", sitemapRoutes(deps));
  app.route("/", robotsRoutes(deps));
  if (deps.staticDir) {
    // The pages are drawn from the API's own answers, through the same routes and caches a browser uses.
    const prerender = deps.prerenderFile ? createPrerender(deps.staticDir, deps.prerenderFile, async (path) => app.request(path), deps.siteOrigins[0]) : undefined;
    serveApp(app, deps.staticDir, prerender);
    prerender?.warm().catch((error: unknown) => console.error("Warming the pre-rendered pages failed:", error instanceof Error ? error.message : error));
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
