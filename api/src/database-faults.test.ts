/**
 * The server survives its database. A real server (1 process, then 2) on its own throwaway PostgreSQL
 * serves phones syncing and visitors reading while PostgreSQL is hurt three ways: every backend of the
 * server terminated (pg_terminate_backend), the database restarted (`pg_ctl restart -m fast`), and
 * stopped for 15 seconds. Throughout: no server process dies, every request is answered within 30 s and
 * none with a 500, cached public reads keep being served, health says when the database is away, the
 * server serves again within 10 s of PostgreSQL being back, and every mutation arrives exactly once.
 */
import pg from "pg";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type LocalPostgres } from "../../scripts/lib/local-postgres.mjs";
import { freePort, startServer, type ServerProcess } from "../../scripts/lib/server-process";
import { dialect } from "./db/dialect";
import { seenWithin } from "./testing/seen-within";
import { ANSWER_WITHIN_MS, startSyncLoad, type LoadTally } from "./testing/sync-load";
import { tempFolder } from "./testing/test-db";

const RECOVERY_MAX_MS = 10_000;
const OUTAGE_MS = 15_000;
const SECRET = "database-faults-secret-that-every-process-shares";

let postgres: LocalPostgres;

beforeAll(async () => {
  if (dialect === "postgres") postgres = await startPostgres({ maxConnections: 100 });
}, 60_000);
afterAll(() => postgres?.stop());

async function onPostgres<T extends pg.QueryResultRow>(database: string, query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres.url(database) });
  await client.connect();
  try {
    return (await client.query<T>(query)).rows;
  } finally {
    await client.end();
  }
}

/** The server's processes: its own pid and, with WEB_CONCURRENCY > 1, its children's (Linux's /proc). */
function processesOf(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(" ").filter(Boolean).map(Number);
    return [pid, ...children].sort();
  } catch {
    return [];
  }
}

async function health(server: ServerProcess): Promise<{ status: number; body: unknown }> {
  try {
    const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) });
    return { status: res.status, body: await res.json() };
  } catch {
    return { status: 0, body: null };
  }
}

/** How long after now the server answers health 200 again (at most RECOVERY_MAX_MS, else the test fails). */
async function recoveryMs(server: ServerProcess): Promise<number> {
  const since = Date.now();
  await seenWithin(RECOVERY_MAX_MS, () => health(server), (answer) => answer.status === 200, 100);
  return Date.now() - since;
}

/** Ends every connection the server holds to its database, until one of them was inside a transaction. */
async function terminateMidTransaction(database: string): Promise<{ ended: number; inTransaction: number }> {
  let ended = 0;
  let inTransaction = 0;
  for (let tries = 0; tries < 50 && inTransaction === 0; tries++) {
    const rows = await onPostgres<{ ended: boolean; in_tx: boolean }>(
      database,
      `select pg_terminate_backend(pid) as ended, xact_start is not null and state <> 'idle' as in_tx
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    ended += rows.filter((row) => row.ended).length;
    inTransaction += rows.filter((row) => row.ended && row.in_tx).length;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { ended, inTransaction };
}

function expectEveryRequestAnswered(tally: LoadTally) {
  expect(tally.unanswered).toBe(0);
  expect(tally.slowestMs).toBeLessThan(ANSWER_WITHIN_MS);
  expect(tally.statuses.get("500") ?? 0).toBe(0);
  // A server process that stays up never leaves a request without an answer or a connection refused.
  expect(tally.statuses.get("no connection") ?? 0).toBe(0);
}

describe.skipIf(dialect !== "postgres").each([1, 2])("with %i server process(es), when PostgreSQL is hurt under load", (processes) => {
  const database = `faults_${processes}`;
  let server: ServerProcess;
  let pids: number[];

  beforeAll(async () => {
    await onPostgres("postgres", `create database ${database}`);
    server = await startServer(tempFolder("faults-"), await freePort(), {
      DATABASE_URL: postgres.url(database),
      JWT_SECRET: SECRET,
      WEB_CONCURRENCY: String(processes),
      SEED: "sample",
    });
    await seenWithin(10_000, async () => processesOf(server.pid()!), (found) => found.length === (processes > 1 ? processes + 1 : 1));
    pids = processesOf(server.pid()!);
  }, 60_000);
  afterAll(() => server?.stop());

  it("keeps every process, answers every request, recovers within 10 s, and loses or doubles nothing", async () => {
    const hunts = ((await (await fetch(`${server.url}/api/hunts`)).json()) as { hunts: { id: number; price: number }[] }).hunts;
    const free = hunts.filter((h) => h.price === 0).map((h) => h.id);
    expect(free.length).toBeGreaterThan(0);
    const families = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/api/users/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: `Family ${i}`, email: `faults${processes}-${i}@example.com`, password: "correct-horse-battery" }),
      });
      expect(res.status).toBe(201);
      families.push({ token: ((await res.json()) as { access_token: string }).access_token, huntIds: free });
    }
    const load = startSyncLoad(server.url, [...families, {}, {}, {}], 2, ["/api/hunts", `/api/hunts/${free[0]}`, "/api/blog/posts"], `p${processes}`);
    await new Promise((r) => setTimeout(r, 1500));

    // 1. Every backend ended, one at least inside a transaction: PostgreSQL itself stays up.
    const terminated = await terminateMidTransaction(database);
    expect(terminated.inTransaction).toBeGreaterThan(0);
    const afterTerminate = await recoveryMs(server);

    // 2. The database restarted under load.
    await new Promise((r) => setTimeout(r, 1000));
    postgres.restart();
    const afterRestart = await recoveryMs(server);

    // 3. Fifteen seconds with no database: health says so, cached reads are still served.
    await new Promise((r) => setTimeout(r, 1000));
    postgres.halt();
    const outageEnds = Date.now() + OUTAGE_MS;
    const during = { health: new Set<string>(), reads: new Set<number>() };
    while (Date.now() < outageEnds) {
      during.health.add(JSON.stringify(await health(server)));
      const read = await fetch(`${server.url}/api/hunts`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
      during.reads.add(read.status);
      await read.body?.cancel();
      await new Promise((r) => setTimeout(r, 500));
    }
    postgres.resume();
    const afterOutage = await recoveryMs(server);
    expect([...during.health]).toContain(JSON.stringify({ status: 503, body: { ok: false, database: "unreachable" } }));
    expect([...during.reads]).toEqual([200]);

    await load.finish(Date.now() + 60_000);
    const { tally } = load;
    expectEveryRequestAnswered(tally);
    expect(tally.statuses.get("503") ?? 0).toBeGreaterThan(0);
    expect(tally.confirmed).toBe(tally.made);
    expect(processesOf(server.pid()!)).toEqual(pids);
    expect([afterTerminate, afterRestart, afterOutage].every((ms) => ms <= RECOVERY_MAX_MS)).toBe(true);
    console.info(
      `${processes} process(es): serving again ${afterTerminate} ms after the backends were ended, ${afterRestart} ms after the restart, ` +
        `${afterOutage} ms after the 15 s outage; ${tally.made} mutations, answers ${JSON.stringify(Object.fromEntries(tally.statuses))}, slowest ${tally.slowestMs} ms`,
    );

    // Exactly once: one page view per view sent, one completion per completion sent, points once per hunt.
    const [views] = await onPostgres<{ n: string }>(database, `select count(*) as n from page_views where visitor_id like 'p${processes}-%'`);
    expect(Number(views!.n)).toBe(tally.views.length);
    const [distinct] = await onPostgres<{ n: string }>(database, `select count(distinct visitor_id) as n from page_views where visitor_id like 'p${processes}-%'`);
    expect(Number(distinct!.n)).toBe(tally.views.length);
    const [completions] = await onPostgres<{ n: string }>(
      database,
      `select count(*) as n from hunt_completions c join users u on u.id = c.user_id where u.email like 'faults${processes}-%'`,
    );
    expect(Number(completions!.n)).toBe(tally.completions.length);
    const awards = await onPostgres<{ reason_key: string; n: string }>(
      database,
      `select l.reason_key, count(*) as n from points_ledger l join users u on u.id = l.user_id
        where u.email like 'faults${processes}-%' group by l.user_id, l.reason_key having count(*) > 1`,
    );
    expect(awards).toEqual([]);
  }, 180_000);
});

describe.skipIf(dialect !== "postgres").each([1, 2])("with %i server process(es), started while PostgreSQL is away", (processes) => {
  it("answers on its port that the database is unreachable, and serves within 10 s of it coming up", async () => {
    const database = `away_${processes}`;
    await onPostgres("postgres", `create database ${database}`);
    postgres.halt();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let resumedAt = 0;
    const starting = startServer(tempFolder("away-"), port, {
      DATABASE_URL: postgres.url(database),
      JWT_SECRET: SECRET,
      WEB_CONCURRENCY: String(processes),
    });
    try {
      const waiting = await seenWithin(
        20_000,
        async () => {
          try {
            const res = await fetch(`${url}/api/health`);
            return { status: res.status, body: await res.json() };
          } catch {
            return null;
          }
        },
        (answer) => answer?.body?.database === "unreachable",
        100,
      );
      expect(waiting).toBeLessThan(20_000);
      const other = await fetch(`${url}/api/hunts`);
      expect(other.status).toBe(503);
      expect(other.headers.get("retry-after")).toBe("2");
      expect(((await other.json()) as { detail: string }).detail).toBe("The service is starting. Please try again in a moment.");
    } finally {
      postgres.resume();
      resumedAt = Date.now();
    }
    const server = await starting;
    try {
      expect(Date.now() - resumedAt).toBeLessThanOrEqual(RECOVERY_MAX_MS);
      expect((await fetch(`${server.url}/api/hunts`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
