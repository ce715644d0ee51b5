/** The Node entry: reads the environment, opens and prepares the database, then serves the app on one port. */
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Server } from "node:http";
import { createApp } from "./app";
import { gracefulShutdown } from "./graceful-shutdown";
import { openDb } from "./db/client";
import { closeDb } from "./db/store";
import { seedSample } from "./db/seed";
import { parseEnv } from "./env";
import { withCachedReads } from "./middleware/cached-read";
import { ensureAdmin } from "./services/admin-bootstrap";
import { loadJwtSecret } from "./services/jwt-secret";
import { PHOTO_SWEEP_EVERY_MS, sweepOrphanPhotos } from "./services/photo-sweep";
import { selectPaymentProvider } from "./services/payments/select-provider";
import { createResponseCache } from "./services/response-cache";
import { siteOrigins } from "./services/site-origin";

const STATIC_DIR = fileURLToPath(new URL("../../pwa/dist", import.meta.url));
const PRERENDER_FILE = fileURLToPath(new URL("../../pwa/dist-ssr/render-page.js", import.meta.url));

async function main() {
  const env = parseEnv(process.env);
  const dataDir = resolve(env.DATA_DIR);
  const uploadsDir = join(dataDir, "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  // Beside uploads, never inside it: /uploads is public, family photos are not.
  const photosDir = join(dataDir, "photos");
  mkdirSync(photosDir, { recursive: true });

  const db = await openDb(join(dataDir, "park-hunts.db"));
  if (env.SEED === "sample" && (await seedSample(db))) console.log("Seeded sample content");
  const adminNote = await ensureAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  if (adminNote) console.log(adminNote);

  const clientAddress = (c: Context) => {
    // The proxy appends the address it saw; anything before that is the client's to write.
    const forwarded = env.TRUST_PROXY === "1" ? c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim() : undefined;
    try {
      return forwarded || getConnInfo(c).remote.address || "unknown";
    } catch {
      return "unknown";
    }
  };
  const cache = createResponseCache(db);
  const app = createApp({
    db,
    cache,
    jwtSecret: loadJwtSecret(dataDir, env.JWT_SECRET),
    payments: selectPaymentProvider({ db, env }),
    uploadsDir,
    photosDir,
    staticDir: STATIC_DIR,
    prerenderFile: PRERENDER_FILE,
    siteOrigins: siteOrigins({ publicUrl: env.PUBLIC_URL, host: env.HOST, port: env.PORT }),
    now: () => new Date(),
    clientAddress,
  });

  // A cached public read is answered before the app (no Request, router or middleware), with the same
  // bytes and headers the app would send; everything else goes on to the app as before.
  const createServer = withCachedReads(cache, Date.now);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, createServer }, (info) => {
    console.log(`Park Hunts is running on http://localhost:${info.port}`);
  });
  const sweepPhotos = () =>
    sweepOrphanPhotos(db, photosDir, new Date()).catch((error: unknown) =>
      console.error("Sweeping orphaned photos failed:", error instanceof Error ? error.message : error),
    );
  void sweepPhotos();
  setInterval(sweepPhotos, PHOTO_SWEEP_EVERY_MS).unref();
  // The database closes once the transactions already queued on it have finished; only then does the
  // process leave, so the last commits are in the file and SQLite's WAL is checkpointed.
  let closed: Promise<void> = Promise.resolve();
  const stop = gracefulShutdown(server as Server, {
    close: () => {
      closed = closeDb(db);
    },
    exit: (code) => {
      closed.then(
        () => process.exit(code),
        (error: unknown) => {
          console.error("Closing the database failed:", error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
    },
  });
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
