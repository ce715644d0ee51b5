/**
 * The Node entry: reads the environment, opens and prepares the database (migrations, sample content,
 * the admin), then serves the app on one port. With WEB_CONCURRENCY=N the first process prepares the
 * database while N server processes start that then share the port and the database
 * (./server-processes.ts).
 *
 * The database going away is waited out, never a reason to exit: at start the port answers 503 until
 * the database can be reached (./waiting-for-database.ts), and a serving process answers 503 while it is
 * away and serves again when it is back (db/database-link.ts). A process exits non-zero only for a fault
 * it cannot recover from (a bad migration, a port in use, a bug), after finishing the requests it holds.
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
import { closeDb, databaseAt, migrateWhileServing, openDatabase, type DatabaseAt, type Db } from "./db";
import { databaseFault, faultMessage } from "./db/database-faults";
import { parseEnv, type Env } from "./env";
import { withCachedReads } from "./middleware/cached-read";
import { ensureAdmin } from "./services/accounts/admin-bootstrap";
import { fileStoresFor } from "./services/files/file-store";
import { loadJwtSecret } from "./services/accounts/jwt-secret";
import { createMailSender } from "./services/mail/mail-sender";
import { transportFor } from "./services/mail/mail-transport";
import { PHOTO_SWEEP_EVERY_MS, sweepOrphanPhotos } from "./services/photos/photo-sweep";
import { FOLD_COUNTS_EVERY_MS, foldCounts } from "./services/analytics/fold-counts";
import { PRUNE_EVERY_MS, pruneExpired } from "./services/infrastructure/retention";
import { removeOldGroups } from "./services/groups/group-removal";
import { selectPaymentProvider } from "./services/orders/payments/select-provider";
import { createResponseCache } from "./services/infrastructure/response-cache";
import { seedSample } from "./services/seed/seed-sample";
import { siteOrigins } from "./services/site/site-origin";
import { permissionToServe, startProcesses } from "./server-processes";
import { answerWhileWaiting, untilReachable, type WaitingServer } from "./waiting-for-database";

const STATIC_DIR = fileURLToPath(new URL("../../pwa/dist", import.meta.url));
const PRERENDER_FILE = fileURLToPath(new URL("../../pwa/dist-ssr/render-page.js", import.meta.url));

/** Logs the first wait for the database and every change of reason, not each attempt. */
function waitLogger(waiting?: WaitingServer) {
  let said = "";
  return (reason: string) => {
    waiting?.unreachable();
    if (reason !== said) console.error(`Waiting for the database (${reason})`);
    said = reason;
  };
}

/** Migrates and fills the database once, before any process serves from it. */
async function prepare(env: Env, dataDir: string, at: DatabaseAt): Promise<Db> {
  const db = await openDatabase(at);
  try {
    if (env.SEED === "sample" && (await seedSample(db))) console.log("Seeded sample content");
    const adminNote = await ensureAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    if (adminNote) console.log(adminNote);
  } catch (error) {
    // Each step is its own transaction and looks before it writes: after a lost connection it all runs again.
    await closeDb(db).catch(() => undefined);
    throw error;
  }
  // Made here, once, so the processes started next all read the same one.
  loadJwtSecret(dataDir, env.JWT_SECRET);
  return db;
}

async function main() {
  const env = parseEnv(process.env);
  const dataDir = resolve(env.DATA_DIR);
  const at = databaseAt({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: dataDir });
  if (cluster.isWorker) {
    // Opened only once the primary has prepared it: never two processes migrating a SQLite file at once.
    await permissionToServe();
    const db = await untilReachable(() => openDatabase(at), waitLogger());
    return serveApp(env, dataDir, db);
  }
  const waiting = await answerWhileWaiting(env.PORT, env.HOST);
  const preparing = untilReachable(() => prepare(env, dataDir, at), waitLogger(waiting));
  if (env.WEB_CONCURRENCY > 1) {
    return startProcesses(env.WEB_CONCURRENCY, preparing.then(closeDb).then(() => waiting.close()));
  }
  return serveApp(env, dataDir, await preparing, waiting);
}

/** Runs `task` now and every `everyMs`, logging a failure; the database away is logged once, by its link. */
function periodically(what: string, everyMs: number, task: () => Promise<unknown>): void {
  const run = () =>
    task().catch((error: unknown) => {
      if (!databaseFault(error)) console.error(`${what} failed:`, faultMessage(error));
    });
  void run();
  setInterval(run, everyMs).unref();
}

async function serveApp(env: Env, dataDir: string, db: Db, waiting?: WaitingServer): Promise<void> {
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
  await waiting?.close();
  const server = serve({ fetch: requests.fetch, port: env.PORT, hostname: env.HOST, createServer }, (info) => {
    if (cluster.isPrimary || cluster.worker?.id === 1) console.log(`Park Hunts is running on http://localhost:${info.port}`);
  });
  // Every process does the periodic work; each task is safe with several at it at once.
  periodically("Sweeping orphaned photos", PHOTO_SWEEP_EVERY_MS, () => sweepOrphanPhotos(db, photos, new Date()));
  periodically("Folding the analytics counts", FOLD_COUNTS_EVERY_MS, () => foldCounts(db));
  periodically("Pruning old events and keys", PRUNE_EVERY_MS, () => pruneExpired(db, new Date(), env.EVENT_RETENTION_DAYS));
  periodically("Removing groups past their days", PRUNE_EVERY_MS, () => removeOldGroups(db, new Date()));
  mail.start();
  // By one process, in the background: the migrations that go through the stored files.
  if (cluster.isPrimary || cluster.worker?.id === 1) {
    migrateWhileServing(db, { uploads, photos }).catch((error: unknown) =>
      console.error("Migrating the stored files failed:", error instanceof Error ? error.message : error),
    );
  }
  // The database closes once the requests still running (even those whose client left) and the
  // transactions queued on it have finished; only then does the process leave, so the last commits are
  // in the database and SQLite's WAL is checkpointed.
  let closed: Promise<void> = Promise.resolve();
  let stoppingAt = 0;
  let failed = false;
  const shutdown = gracefulShutdown(server as Server, {
    close: () => {
      closed = requests
        .settled(stoppingAt + SHUTDOWN_GRACE_MS)
        .then(() => mail.stop())
        .then(() => closeDb(db));
    },
    exit: (code) => {
      closed.then(
        () => process.exit(failed ? 1 : code),
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
  // A bug that escapes every handler: the process stops taking connections, answers the requests it holds
  // (for at most SHUTDOWN_GRACE_MS, then closes their connections) and exits 1, to be replaced.
  const fail = (error: unknown) => {
    console.error("This server process failed and is stopping:", error);
    failed = true;
    stop();
  };
  process.on("uncaughtException", fail);
  process.on("unhandledRejection", (error) => {
    // A background task's database call that nobody awaited: the database's link has said so already.
    if (databaseFault(error)) console.error("A task could not reach the database:", faultMessage(error));
    else fail(error);
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
