/**
 * A throwaway PostgreSQL server from the Debian package, for tests and benchmarks: `initdb` into a new
 * temporary folder, started on a free port on 127.0.0.1, and removed again by `stop()`. PostgreSQL
 * refuses to run as root, so as root the folder is handed to the `postgres` user and every command runs
 * as that user. Durability is switched off: the data is thrown away anyway.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.mjs";

const DEBIAN_ROOT = "/usr/lib/postgresql";

/** The newest installed server's bin folder, or null. */
export function postgresBin() {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => existsSync(join(DEBIAN_ROOT, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(DEBIAN_ROOT, versions[0], "bin") : null;
}

export async function startPostgres({ maxConnections = 300 } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql");
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "park-pg-"));
  const data = join(dir, "data");
  const run = (tool, args) => {
    const [cmd, full] = asRoot ? ["runuser", ["-u", "postgres", "--", join(bin, tool), ...args]] : [join(bin, tool), args];
    execFileSync(cmd, full, { stdio: ["ignore", "ignore", "pipe"] });
  };
  if (asRoot) {
    chmodSync(dir, 0o755);
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "park", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-k ${dir}`,
    `-c max_connections=${maxConnections}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
  ].join(" ");
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "start"]);
  start();
  let stopped = false;
  return {
    url: (database = "postgres") => `postgres://park@127.0.0.1:${port}/${database}`,
    port,
    /** Stops the server as an operator's fast shutdown does (every connection ended), keeping its data. */
    halt() {
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
    },
    /** Starts it again after `halt()`, on the same port and data. */
    resume() {
      start();
    },
    /** `pg_ctl restart -m fast`: every connection ended, the server back on the same port. */
    restart() {
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "restart"]);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
