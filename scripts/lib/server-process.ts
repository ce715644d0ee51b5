/**
 * The real server as a child process on loopback, for browser tests and benchmarks that must be able to
 * stop it (the only honest way to cut a service worker off) and start it again on the same data.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const HOST = "127.0.0.1";
const START_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  /** The process id while it runs. */
  pid(): number | undefined;
  /** SIGTERM, then SIGKILL after 5 s; resolves with the exit code (null when it was killed, or not running). */
  stop(): Promise<number | null>;
  start(): Promise<void>;
}

export const ADMIN = { email: "admin@parkhunts.test", password: "admin-password-e2e" };

/** `env` is added to this process's environment (e.g. DATABASE_URL, JWT_SECRET, WEB_CONCURRENCY). */
export async function startServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  let child: ChildProcess | null = null;
  const url = `http://${HOST}:${port}`;
  const server: ServerProcess = {
    url,
    port,
    dataDir,
    pid: () => child?.pid,
    async start() {
      child = spawn(process.execPath, ["--import", "tsx", join(root, "api/src/server.ts")], {
        cwd: root,
        env: { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env },
        stdio: ["ignore", "ignore", "inherit"],
      });
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`${url}/api/health`)).ok) return;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 150));
      }
      throw new Error("server did not start");
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return null;
      return new Promise<number | null>((resolve) => {
        running.once("exit", (code) => resolve(code));
        running.kill("SIGTERM");
        setTimeout(() => running.kill("SIGKILL"), 5000).unref();
      });
    },
  };
  await server.start();
  return server;
}

export { freePort } from "./free-port.mjs";
