/**
 * The server as a supervisor sees it (systemd with Restart=on-failure, a container runtime): it exits
 * non-zero only for a fault it cannot recover from, replaces a server process that dies, and exits 0
 * when asked to stop.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { freePort, HOST, startServer } from "../../scripts/lib/server-process";
import { dialect } from "./db/dialect";
import { seenWithin } from "./testing/seen-within";
import { newPgDatabase, tempFolder } from "./testing/test-db";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SECRET = "server-lifecycle-secret-long-enough-to-sign";

const databaseEnv = async () => ({ JWT_SECRET: SECRET, DATABASE_URL: dialect === "postgres" ? await newPgDatabase() : "" });

const children = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(" ").filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

describe("the server process", () => {
  it("exits 1, saying why, when its port is taken", async () => {
    const port = await freePort();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, HOST, resolve));
    try {
      const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "api/src/server.ts")], {
        cwd: ROOT,
        env: { ...process.env, ...(await databaseEnv()), PORT: String(port), HOST, DATA_DIR: tempFolder("taken-") },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let said = "";
      child.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(1);
      expect(said).toContain("EADDRINUSE");
    } finally {
      taken.close();
    }
  }, 60_000);

  it("replaces a server process that is killed, keeps serving, and exits 0 on SIGTERM", async () => {
    const server = await startServer(tempFolder("replaced-"), await freePort(), { ...(await databaseEnv()), WEB_CONCURRENCY: "2" });
    const primary = server.pid()!;
    const [killed] = children(primary);
    expect(children(primary)).toHaveLength(2);
    process.kill(killed!, "SIGKILL");
    const now = await seenWithin(15_000, () => children(primary), (pids) => pids.length === 2 && !pids.includes(killed!), 100);
    expect(now).toBeLessThan(15_000);
    await seenWithin(10_000, async () => (await fetch(`${server.url}/api/health`)).status, (status) => status === 200, 100);
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`${server.url}/api/hunts`)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(await server.stop()).toBe(0);
    expect(children(primary)).toEqual([]);
  }, 60_000);
});
