/**
 * The Node entry: reads the environment, opens and prepares the database (migrations, sample content,
 * the admin), then serves the app on one port. With WEB_CONCURRENCY=N the first process prepares the
 * database and starts N server processes that share the port (node:cluster) and the database; it
 * passes SIGTERM on to them and leaves when they have all finished.
 */
import { serve } from "@hono/node-server";
import cluster from "node:cluster";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Server } from "node:http";
import { createApp } from "./app";
import { countingRequests, gracefulShutdown, SHUTDOWN_GRACE_MS } from "./graceful-shutdown";
import { closeDb, databaseAt, openDatabase, type DatabaseAt, type Db } from "./db";
import { seedSample } from "./db/seed";
import { parseEnv, type Env } from "./env";
import { withCachedReads } from "./middleware/cached-read";
import { ensureAdmin } from "./services/admin-bootstrap";
import { fileStoresFor } from "./services/file-store";
import { loadJwtSecret } from "./services/jwt-secret";
import { createMailSender } from "./services/mail/mail-sender";
import { transportFor } from "./services/mail/mail-transport";
import { PHOTO_SWEEP_EVERY_MS, sweepOrphanPhotos } from "./services/photo-sweep";
import { selectPaymentProvider } from "./services/payments/select-provider";
import { stripStoredPictures } from "./services/strip-stored-pictures";
import { createResponseCache } from "./services/response-cache";
import { siteOrigins } from "./services/site-origin";

const STATIC_DIR = fileURLToPath(new URL("../../pwa/dist", import.meta.url));
/** A server process that dies sooner than this after it started is not restarted (it would only die again). */
const RESTART_AFTER_MS = 5000;
const PRERENDER_FILE = fileURLToPath(new URL("../../pwa/dist-ssr/render-page.js", import.meta.url));

/** Migrates and fills the database once, before any process serves from it. */
async function prepare(env: Env, dataDir: string, at: DatabaseAt): Promise<Db> {
  const db = await openDatabase(at);
  if (env.SEED === "sample" && (await seedSample(db))) console.log("Seeded sample content");
  const adminNote = await ensureAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  if (adminNote) console.log(adminNote);
  // Made here, once, so the processes started next all read the same one.
  loadJwtSecret(dataDir, env.JWT_SECRET);
  return db;
}

async function main() {
  const env = parseEnv(process.env);
  const dataDir = resolve(env.DATA_DIR);
  const at = databaseAt({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: dataDir });
  if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) return startProcesses(env, dataDir, at);
  const db = cluster.isPrimary ? await prepare(env, dataDir, at) : await openDatabase(at);
  await serveApp(env, dataDir, db);
}

async function startProcesses(env: Env, dataDir: string, at: DatabaseAt): Promise<void> {
  await closeDb(await prepare(env, dataDir, at));
  const started = new Map<number, number>();
  const fork = () => started.set(cluster.fork().id, Date.now());
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
  let stopping = false;
  cluster.on("exit", (worker, code) => {
    const ranMs = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    // A process that dies after serving for a while is replaced; one that cannot even start stops them all.
    if (ranMs < RESTART_AFTER_MS) {
      console.error(`A server process could not start (exit code ${code})`);
      stop();
      return;
    }
    console.error(`Server process ${worker.process.pid} exited (${code}); starting another`);
    fork();
  });
  function stop() {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  }
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

async function serveApp(env: Env, dataDir: string, db: Db): Promise<void> {
  const { uploads, photos } = fileStoresFor(db, dataDir);

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
  // Every process sends: each message is claimed by one of them (services/mail/mail-queue.ts).
  const mail = createMailSender({ db, transport: transportFor(env, dataDir), now: () => new Date() });
  const app = createApp({
    db,
    cache,
    jwtSecret: loadJwtSecret(dataDir, env.JWT_SECRET),
    payments: selectPaymentProvider({ db, env }),
    uploads,
    photos,
    staticDir: STATIC_DIR,
    prerenderFile: PRERENDER_FILE,
    siteOrigins: siteOrigins({ publicUrl: env.PUBLIC_URL, host: env.HOST, port: env.PORT }),
    now: () => new Date(),
    mail,
    clientAddress,
  });

  // A cached public read is answered before the app (no Request, router or middleware), with the same
  // bytes and headers the app would send; everything else goes on to the app as before.
  const createServer = withCachedReads(cache, Date.now);
  const requests = countingRequests(app.fetch);
  const server = serve({ fetch: requests.fetch, port: env.PORT, hostname: env.HOST, createServer }, (info) => {
    if (cluster.isPrimary || cluster.worker?.id === 1) console.log(`Park Hunts is running on http://localhost:${info.port}`);
  });
  const sweepPhotos = () =>
    sweepOrphanPhotos(db, photos, new Date()).catch((error: unknown) =>
      console.error("Sweeping orphaned photos failed:", error instanceof Error ? error.message : error),
    );
  void sweepPhotos();
  setInterval(sweepPhotos, PHOTO_SWEEP_EVERY_MS).unref();
  mail.start();
  // Once, by one process: pictures stored before the server kept only their pixels lose their metadata too.
  if (cluster.isPrimary || cluster.worker?.id === 1) {
    stripStoredPictures(db, { uploads, photos }).catch((error: unknown) =>
      console.error("Removing the metadata of stored pictures failed:", error instanceof Error ? error.message : error),
    );
  }
  // The database closes once the requests still running (even those whose client left) and the
  // transactions queued on it have finished; only then does the process leave, so the last commits are
  // in the database and SQLite's WAL is checkpointed.
  let closed: Promise<void> = Promise.resolve();
  let stoppingAt = 0;
  const shutdown = gracefulShutdown(server as Server, {
    close: () => {
      closed = requests
        .settled(stoppingAt + SHUTDOWN_GRACE_MS)
        .then(() => mail.stop())
        .then(() => closeDb(db));
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
  const stop = () => {
    stoppingAt ||= Date.now();
    shutdown();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
