/**
 * Two real server processes on one database (the SQLite file, or under `npm run test:pg` one PostgreSQL
 * database), as two machines behind a load balancer: the guarantees that hold in one process hold
 * across them. On PostgreSQL each has its own DATA_DIR, as machines that share nothing but the database.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, freePort, startServer, type ServerProcess } from "../../scripts/lib/server-process";
import { SYNC_BATCH_MAX } from "#shared/rules/sync";
import { LOGIN_FAILURES_MAX } from "./services/infrastructure/rate-limit";
import { closeDb, openDatabase, writeTx, type Db } from "./db";
import { coupons, couponRedemptions, mailOutbox, pageViews } from "./db/tables";
import { dialect } from "./db/dialect";
import { imageFacts, jpeg, photoForm, png } from "./testing/photos";
import { huntInput } from "./testing/fixtures";
import { outboxId } from "./testing/outbox-ids";
import { listenerPids, terminateListeners } from "./testing/pg-listeners";
import { seenWithin } from "./testing/seen-within";
import { newPgDatabase, tempFolder } from "./testing/test-db";
import { startTestSmtp, TEST_MAIL_FROM, type TestSmtp } from "./testing/test-smtp";
import { DB_FILE } from "./ops/data-backup";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const SECRET = "cross-process-secret-that-every-server-shares";
/** How soon a change made through one process must be served by another's cached reads. */
const SERVED_WITHIN_MS = 1000;
let one: ServerProcess;
let two: ServerProcess;
let db: Db;
let adminToken: string;
let smtp: TestSmtp;
let databaseUrl = "";

beforeAll(async () => {
  const dataDir = tempFolder("two-servers-");
  smtp = await startTestSmtp();
  const env: Record<string, string> = { JWT_SECRET: SECRET, SEED: "sample", DATABASE_URL: "", SMTP_URL: smtp.url, MAIL_FROM: TEST_MAIL_FROM };
  if (dialect === "postgres") env.DATABASE_URL = databaseUrl = await newPgDatabase();
  // The first prepares the database (migrations, samples); the second starts on it as a later machine would.
  one = await startServer(dataDir, await freePort(), env);
  two = await startServer(dialect === "postgres" ? tempFolder("second-machine-") : dataDir, await freePort(), env);
  db = await openDatabase(dialect === "postgres" ? { postgresUrl: env.DATABASE_URL!, pool: { poolSize: 2 } } : { sqliteFile: join(dataDir, DB_FILE) });
  adminToken = (await call(one, "POST", "/api/auth/login", { email: ADMIN.email, password: ADMIN.password })).body.access_token;
}, 90_000);

afterAll(async () => {
  if (db) await closeDb(db);
  await Promise.all([one?.stop(), two?.stop()]);
  await smtp?.close();
});

async function call(server: ServerProcess, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

describe("two server processes on one database", () => {
  it("give a coupon's last use to exactly one of 20 families redeeming it through both at once", async () => {
    await writeTx(db, () => db.insert(coupons).values({ code: "LASTONE", discountType: "fixed", discountAmount: 5, pointsCost: 50, remainingUses: 1 }));
    const families = [];
    for (let i = 0; i < 20; i++) {
      const server = i % 2 ? two : one;
      const res = await call(server, "POST", "/api/users/register", { name: `Family ${i}`, email: `family${i}@example.com`, password: "correct-horse-battery" });
      expect(res.status).toBe(201);
      families.push({ server, token: res.body.access_token as string });
    }
    const answers = await Promise.all(families.map(({ server, token }, i) => call(i % 2 ? one : server, "POST", "/api/users/redeem-coupon/LASTONE", undefined, token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, "LASTONE"));
    expect(coupon!.remainingUses).toBe(0);
    const [taken] = await db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon!.id));
    expect(taken!.n).toBe(1);
  }, 60_000);

  it("take 2,000 outbox mutations sent to alternating processes, each sent twice at once, exactly once", async () => {
    const before = Number((await db.select({ n: count() }).from(pageViews))[0]!.n);
    const mutations = Array.from({ length: 2000 }, (_, i) => ({
      id: outboxId(),
      kind: "analytics.view",
      createdAt: Date.now(),
      payload: { page: `/hunt/${(i % 7) + 1}`, visitor_id: `visitor${i % 50}` },
    }));
    const statuses: string[] = [];
    for (let start = 0; start < mutations.length; start += SYNC_BATCH_MAX) {
      const batch = mutations.slice(start, start + SYNC_BATCH_MAX);
      const [first, second] = start % (2 * SYNC_BATCH_MAX) ? [two, one] : [one, two];
      // The same batch through both processes at the same moment: a retry racing its own original.
      const answers = await Promise.all([call(first, "POST", "/api/sync", { mutations: batch }), call(second, "POST", "/api/sync", { mutations: batch })]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        statuses.push(...answer.body.results.map((r: { status: string }) => r.status));
      }
    }
    expect(statuses.filter((s) => s === "applied")).toHaveLength(2000);
    expect(statuses.filter((s) => s === "duplicate")).toHaveLength(2000);
    const after = Number((await db.select({ n: count() }).from(pageViews))[0]!.n);
    expect(after - before).toBe(2000);
  }, 120_000);

  it("serve an image uploaded through one process, and a family's photo, from the other", async () => {
    const image = new FormData();
    image.append("file", new Blob([new Uint8Array(png())], { type: "image/png" }), "trail-map.png");
    const uploaded = await fetch(`${one.url}/api/upload/image`, { method: "POST", headers: { authorization: `Bearer ${adminToken}` }, body: image });
    expect(uploaded.status).toBe(201);
    const served = await fetch(`${two.url}${((await uploaded.json()) as { url: string }).url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(await imageFacts(Buffer.from(await served.arrayBuffer()))).toEqual(await imageFacts(png()));

    const family = await call(two, "POST", "/api/users/register", { name: "Photo family", email: "photos@example.com", password: "correct-horse-battery" });
    const [hunt] = (await call(one, "GET", "/api/hunts")).body.hunts as { id: number }[];
    const item = (await call(one, "GET", `/api/hunts/${hunt!.id}`)).body.items[0] as { id: number };
    const bytes = jpeg(2048);
    const sent = await fetch(`${one.url}/api/hunts/${hunt!.id}/photos`, {
      method: "POST",
      headers: { authorization: `Bearer ${family.body.access_token}`, "idempotency-key": "01JCROSSPROCESSPHOTO0001" },
      body: photoForm({ bytes, item_id: item.id }),
    });
    expect(sent.status).toBe(201);
    const photo = (await sent.json()) as { url: string };
    const read = await fetch(`${two.url}${photo.url}`, { headers: { authorization: `Bearer ${family.body.access_token}` } });
    expect(read.status).toBe(200);
    expect(await imageFacts(Buffer.from(await read.arrayBuffer()))).toEqual(await imageFacts(bytes));
  }, 60_000);

  it("count failed sign-ins together: ten wrong passwords split across them lock the e-mail on both", async () => {
    const email = "limits@example.com";
    const password = "correct-horse-battery";
    expect((await call(one, "POST", "/api/users/register", { name: "Limits", email, password })).status).toBe(201);
    const wrong = await Promise.all(Array.from({ length: LOGIN_FAILURES_MAX }, (_, i) => call(i % 2 ? two : one, "POST", "/api/auth/login", { email, password: "wrong-password" })));
    expect(wrong.map((a) => a.status)).toEqual(Array(LOGIN_FAILURES_MAX).fill(401));
    for (const server of [one, two]) {
      const right = await call(server, "POST", "/api/auth/login", { email, password });
      expect(right.status).toBe(429);
      expect(right.body.detail).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    }
  }, 60_000);

  it("refuse a session ended through one on the other at once: signed out, or ended by an admin", async () => {
    const password = "correct-horse-battery";
    const family = await call(one, "POST", "/api/users/register", { name: "Two phones", email: "two-phones@example.com", password });
    const phone = family.body.access_token as string;
    const tablet = (await call(two, "POST", "/api/users/login", { email: "two-phones@example.com", password })).body.access_token as string;
    expect((await call(two, "GET", "/api/users/profile", undefined, phone)).status).toBe(200);
    expect((await call(one, "POST", "/api/users/logout", undefined, phone)).status).toBe(204);
    expect((await call(two, "GET", "/api/users/profile", undefined, phone)).status).toBe(401);
    const batch = { mutations: [{ id: outboxId(), kind: "analytics.view", createdAt: Date.now(), payload: { page: "/map" } }] };
    expect((await call(two, "POST", "/api/sync", batch, phone)).status).toBe(401);

    expect((await call(one, "GET", "/api/users/profile", undefined, tablet)).status).toBe(200);
    const ended = await call(two, "DELETE", `/api/admin/users/${family.body.user.id}/sessions`, undefined, adminToken);
    expect(ended).toMatchObject({ status: 200, body: { ended_sessions: 1 } });
    expect((await call(one, "GET", "/api/users/profile", undefined, tablet)).status).toBe(401);
  }, 60_000);

  it("send each of 20 messages queued through both at once exactly once over SMTP", async () => {
    const tests = () => smtp.received.filter((mail) => mail.subject.startsWith("Test message from"));
    const queued = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i % 2 ? two : one, "POST", "/api/admin/mail/test", undefined, adminToken)));
    expect(queued.map((a) => a.status)).toEqual(Array(20).fill(202));
    const deadline = Date.now() + 20_000;
    while (tests().length < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // Long enough for both processes to poll the queue again: nothing is sent twice.
    await new Promise((r) => setTimeout(r, 6000));
    expect(tests()).toHaveLength(20);
    expect(new Set(tests().map((mail) => mail.headers.get("message-id"))).size).toBe(20);
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "test"));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(20).fill(["sent", 1]));
  }, 60_000);

  it("list a post published through one process through the other within a second", async () => {
    const draft = { title: "Ranger talks at dusk", excerpt: "Evening programs.", content: "<p>Bring a flashlight.</p>", author: "Park Hunts", tags: ["events"], published: false };
    const created = await call(one, "POST", "/api/blog/posts", draft, adminToken);
    expect(created.status).toBe(201);
    const titles = async () => (await call(two, "GET", "/api/blog/posts?limit=50")).body.items.map((p: { title: string }) => p.title);
    expect(await titles()).not.toContain(draft.title);
    expect(await titles()).not.toContain(draft.title); // now cached by the second process
    expect((await call(one, "PUT", `/api/blog/posts/${created.body.id}`, { published: true }, adminToken)).status).toBe(200);
    await seenWithin(SERVED_WITHIN_MS, titles, (list) => list.includes(draft.title));
  }, 60_000);

  /** The hunt list as visitors get it from the second process (a cached read). */
  const huntTitles = async () => ((await call(two, "GET", "/api/hunts")).body.hunts as { title: string }[]).map((h) => h.title);

  it("serve a hunt published, then renamed, through one process from the other's cached list within a second", async () => {
    const created = await call(one, "POST", "/api/hunts", huntInput({ title: "Geysers at dawn", published: false }), adminToken);
    expect(created.status).toBe(201);
    expect(await huntTitles()).not.toContain("Geysers at dawn");
    expect(await huntTitles()).not.toContain("Geysers at dawn");
    expect((await call(one, "PUT", `/api/hunts/${created.body.id}`, { published: true }, adminToken)).status).toBe(200);
    await seenWithin(SERVED_WITHIN_MS, huntTitles, (titles) => titles.includes("Geysers at dawn"));
    expect((await call(one, "PUT", `/api/hunts/${created.body.id}`, { title: "Geysers at sunrise" }, adminToken)).status).toBe(200);
    await seenWithin(SERVED_WITHIN_MS, huntTitles, (titles) => titles.includes("Geysers at sunrise") && !titles.includes("Geysers at dawn"));
  }, 60_000);

  it.skipIf(dialect !== "postgres")("serve a change within a second even when their listening connections to PostgreSQL are cut, and listen again", async () => {
    /** Reads through both, so both listen for the content version, until `done` holds of the listeners. */
    const readingUntil = (done: (pids: number[]) => boolean) =>
      seenWithin(
        10_000,
        async () => {
          await call(one, "GET", "/api/hunts");
          await huntTitles();
          return listenerPids(databaseUrl);
        },
        done,
        100,
      );
    await readingUntil((pids) => pids.length === 2);
    const cut = await listenerPids(databaseUrl);
    expect(await terminateListeners(databaseUrl)).toBe(2);
    const created = await call(one, "POST", "/api/hunts", huntInput({ title: "Mud pots by night" }), adminToken);
    expect(created.status).toBe(201);
    await seenWithin(SERVED_WITHIN_MS, huntTitles, (titles) => titles.includes("Mud pots by night"));
    // Each process listens again on a new connection, and a change is still served within the bound.
    await readingUntil((pids) => pids.length === 2 && !pids.some((pid) => cut.includes(pid)));
    expect((await call(one, "PUT", `/api/hunts/${created.body.id}`, { title: "Mud pots at midnight" }, adminToken)).status).toBe(200);
    await seenWithin(SERVED_WITHIN_MS, huntTitles, (titles) => titles.includes("Mud pots at midnight"));
  }, 60_000);
});

describe("WEB_CONCURRENCY", () => {
  // Linux lists a process's children in /proc; a process that has left has no entry.
  const children = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(" ").filter(Boolean);
    } catch {
      return [];
    }
  };

  it("runs that many server processes on one port, and SIGTERM stops them all", async () => {
    const env: Record<string, string> = { JWT_SECRET: SECRET, WEB_CONCURRENCY: "3", DATABASE_URL: dialect === "postgres" ? await newPgDatabase() : "" };
    const server = await startServer(tempFolder("three-"), await freePort(), env);
    const primary = server.pid()!;
    try {
      expect(children(primary)).toHaveLength(3);
      const answers = await Promise.all(Array.from({ length: 30 }, () => fetch(`${server.url}/api/hunts`)));
      expect(answers.every((res) => res.status === 200)).toBe(true);
    } finally {
      await server.stop();
    }
    expect(children(primary)).toEqual([]);
  }, 60_000);
});
