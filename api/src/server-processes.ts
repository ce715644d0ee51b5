/**
 * WEB_CONCURRENCY server processes on one port (node:cluster). The primary starts them at once, so they
 * load their code while it prepares the database (migrations, sample content, the admin), and lets them
 * serve only once it has: each process says it is ready, and is told to serve when the database is
 * prepared. The primary answers on the port meanwhile, and hands it over the moment they may serve.
 *
 * A process that dies is replaced; while its replacements keep dying as they start, after a growing
 * pause, and after FAILED_STARTS_MAX of them in a row the fault is not passing and the server exits 1.
 * SIGTERM is passed on, and the primary leaves when they have all finished.
 */
import cluster from "node:cluster";

const READY = "park-hunts:ready";
const SERVE = "park-hunts:serve";
/** A server process that dies sooner than this after it started counts as one that could not start. */
const RESTART_AFTER_MS = 5000;
const FAILED_STARTS_MAX = 5;
const RESTART_PAUSE_MAX_MS = 5000;

/** In a server process: resolves when the primary says the database is prepared. */
export function permissionToServe(): Promise<void> {
  return new Promise((resolve) => {
    const listen = (message: unknown) => {
      if (message !== SERVE) return;
      process.off("message", listen);
      resolve();
    };
    process.on("message", listen);
    process.send?.(READY);
  });
}

/** In the primary: starts `count` processes, which serve once `prepared` resolves (and the server exits 1 if it rejects). */
export function startProcesses(count: number, prepared: Promise<void>): void {
  const started = new Map<number, number>();
  let mayServe = false;
  let stopping = false;
  let exitCode = 0;
  let failedStarts = 0;

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    worker.on("message", (message) => {
      if (message === READY && mayServe) worker.send(SERVE);
    });
  };
  for (let i = 0; i < count; i++) fork();
  prepared.then(
    () => {
      mayServe = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.send(SERVE);
    },
    (error: unknown) => {
      console.error("Preparing the database failed:", error instanceof Error ? error.message : error);
      stop(1);
    },
  );

  cluster.on("exit", (worker, code, signal) => {
    const ranMs = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (started.size === 0) process.exit(exitCode);
      return;
    }
    failedStarts = ranMs < RESTART_AFTER_MS ? failedStarts + 1 : 0;
    if (failedStarts >= FAILED_STARTS_MAX) {
      console.error(`${FAILED_STARTS_MAX} server processes in a row could not start (the last exited with ${signal ?? code}); stopping`);
      stop(1);
      return;
    }
    console.error(`Server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    const pauseMs = failedStarts === 0 ? 0 : Math.min(250 * 2 ** failedStarts, RESTART_PAUSE_MAX_MS);
    setTimeout(() => {
      if (!stopping) fork();
    }, pauseMs);
  });

  function stop(code: number) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (started.size === 0) process.exit(code);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  }
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
  process.on("uncaughtException", (error) => {
    console.error("The primary process failed:", error);
    stop(1);
  });
}
