import { serve } from "@hono/node-server";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { closeDb, engineOf, openDatabase, writeTx, type Db } from "../db";
import { CONTENT_VERSION_STALE_MAX_MS } from "../db/engine";
import { FOREIGN_COMMITS_CHECKED_EVERY_MS, sqliteConnections } from "../db/sqlite-engine";
import { books } from "../db/tables";
import { dialect } from "../db/dialect";
import { createResponseCache } from "../services/infrastructure/response-cache";
import { huntInput } from "../testing/fixtures";
import { seenWithin } from "../testing/seen-within";
import { createTestApp, type TestApp } from "../testing/test-app";
import { sharedTestDatabase, tempFolder } from "../testing/test-db";
import { withCachedReads } from "./cached-read";
import { securityHeadersFor } from "./security-headers";

const post = { title: "Tomorrow's post", excerpt: "Soon", content: "Words here", author: "Ranger Rosie" };
const BLOG_LIST = "/api/blog/posts?published=true&limit=20";
const CATALOG_READS = ["/api/hunts", "/api/hunts/1", BLOG_LIST, "/api/shop/books"];

/** A book written straight into the database, as any program could. */
async function insertBook(db: Db, title: string) {
  await writeTx(db, async () => {
    await db.insert(books).values({ title, priceCents: 500, pages: 10, category: "Guide", features: [] });
  });
}

/** Sets every book's category in one commit of `db`, outside any app. */
async function recategorize(db: Db, category: string) {
  await writeTx(db, async () => {
    await db.update(books).set({ category });
  });
}

describe("cached public reads", () => {
  it("answers a repeat read from the cache with the same ETag, and 304 when the client has it", async () => {
    const t = await createTestApp({ seed: true });
    const first = await t.call("GET", "/api/shop/books");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await t.call("GET", "/api/shop/books");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.body).toEqual(first.body);
    const revalidated = await t.app.request("http://localhost/api/shop/books", { headers: { "if-none-match": etag! } });
    expect(revalidated.status).toBe(304);
  });

  it("sends a compressed copy, with its own ETag, to a client that accepts one, and the plain body to one that does not", async () => {
    const t = await createTestApp({ seed: true });
    const path = `http://localhost${BLOG_LIST}`;
    const plain = await t.app.request(path);
    const plainBytes = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("accept-encoding");

    const br = await t.app.request(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("accept-encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(plainBytes.length / 2);
    expect(brotliDecompressSync(brBytes).equals(plainBytes)).toBe(true);
    expect(br.headers.get("etag")).not.toBe(plain.headers.get("etag"));

    const gz = await t.app.request(path, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(plainBytes)).toBe(true);

    // Each copy revalidates against its own tag, and a client's tag for one is no match for the other.
    const headers = (encoding: string, etag: string) => ({ headers: { "accept-encoding": encoding, "if-none-match": etag } });
    expect((await t.app.request(path, headers("br", br.headers.get("etag")!))).status).toBe(304);
    expect((await t.app.request(path, headers("identity", br.headers.get("etag")!))).status).toBe(200);
    expect((await t.app.request(path, headers("identity", plain.headers.get("etag")!))).status).toBe(304);
  });

  it("sends a small answer as it is, since compressing would not make it smaller", async () => {
    const t = await createTestApp({ seed: true });
    const res = await t.app.request("http://localhost/api/shop/categories", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect((await res.json()).items.length).toBeGreaterThan(0);
  });

  it("answers a hit with exactly the headers of the miss that filled it, security headers included", async () => {
    const t = await createTestApp({ seed: true });
    for (const path of CATALOG_READS) {
      for (const accept of [undefined, "gzip, deflate, br", "gzip"]) {
        const headers: Record<string, string> = accept ? { "accept-encoding": accept } : {};
        const init = { headers };
        t.deps.cache.clear();
        const miss = await t.app.request(`http://localhost${path}`, init);
        const hit = await t.app.request(`http://localhost${path}`, init);
        expect(miss.status).toBe(200);
        expect([...hit.headers]).toEqual([...miss.headers]);
        expect(Buffer.from(await hit.arrayBuffer()).equals(Buffer.from(await miss.arrayBuffer()))).toBe(true);
        for (const [name, value] of securityHeadersFor("application/json")) expect(hit.headers.get(name)).toBe(value);
      }
    }
  });

  it("shows an admin's change to the next visitor at once", async () => {
    const t = await createTestApp({ seed: true });
    const admin = await t.createUser("admin");
    const before = await t.call("GET", "/api/shop/books?limit=100");
    const created = await t.call("POST", "/api/shop/books", { token: admin.token, body: { title: "Acadia Tide Pools", price: 21.99 } });
    const after = await t.call("GET", "/api/shop/books?limit=100");
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.body.items.map((b: { id: number }) => b.id)).toContain(created.body.id);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });

  it("sees a change written by another server process on the same database within the bound", async () => {
    const shared = await sharedTestDatabase();
    const t = await createTestApp({ db: await shared.open(), seed: true });
    const other = await shared.open();
    try {
      await t.call("GET", "/api/shop/categories");
      await recategorize(other, "Audio Guide");
      const categories = async () => (await t.call("GET", "/api/shop/categories")).body.items as string[];
      await seenWithin(CONTENT_VERSION_STALE_MAX_MS, categories, (items) => items.join() === "Audio Guide");
    } finally {
      await closeDb(other);
      await closeDb(t.db);
    }
  });

  it("publishes a cached blog list's scheduled post when its time comes", async () => {
    const t = await createTestApp();
    const admin = await t.createUser("admin");
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await t.call("POST", "/api/blog/posts", { token: admin.token, body: { ...post, scheduled_date: at } });
    expect((await t.call("GET", "/api/blog/posts")).body.total).toBe(0);
    t.advance(60 * 60 * 1000 + 1000);
    expect((await t.call("GET", "/api/blog/posts")).body.total).toBe(1);
  });

  it("never serves an admin the visitors' copy (drafts included) nor a visitor the admin's", async () => {
    const t = await createTestApp();
    const admin = await t.createUser("admin");
    await t.call("POST", "/api/blog/posts", { token: admin.token, body: { ...post, published: false } });
    expect((await t.call("GET", "/api/blog/posts")).body.total).toBe(0);
    expect((await t.call("GET", "/api/blog/posts", { token: admin.token })).body.total).toBe(1);
    expect((await t.call("GET", "/api/blog/posts")).body.total).toBe(0);
  });

  it("empties on clear", async () => {
    const t = await createTestApp({ seed: true });
    await t.call("GET", "/api/hunts");
    await t.call("GET", "/api/shop/books");
    expect(t.deps.cache.clear()).toBe(2);
    expect(t.deps.cache.clear()).toBe(0);
  });
});

describe.skipIf(dialect === "postgres")("the content version", () => {
  /**
   * A cache over `db` that counts how often it checks the file for other connections' commits (`PRAGMA
   * data_version`) and reads the content_version table: the statements it prepares on the reading
   * connection while it is created are watched.
   */
  function countingCache(db: Db) {
    const counts = { checks: 0, reads: 0 };
    const { reader } = sqliteConnections(engineOf(db));
    const prepare = reader.prepare.bind(reader);
    const countingGets = (statement: ReturnType<typeof prepare>, counted: keyof typeof counts) =>
      new Proxy(statement, {
        get: (target, name) => {
          const value = Reflect.get(target, name) as unknown;
          if (name !== "get" || typeof value !== "function") return value;
          return (...args: unknown[]) => {
            counts[counted]++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    reader.prepare = ((sql: string) => {
      const statement = prepare(sql);
      const counted = sql.includes("FROM content_version") ? "reads" : sql.includes("data_version") ? "checks" : undefined;
      if (!counted) return statement;
      return new Proxy(statement, {
        get: (target, name) => (name === "pluck" ? () => countingGets(target.pluck(), counted) : (Reflect.get(target, name) as unknown)),
      });
    }) as typeof reader.prepare;
    try {
      return { cache: createResponseCache(db), counts };
    } finally {
      // Only the cache's own statements are watched; the connection is itself again.
      delete (reader as { prepare?: unknown }).prepare;
    }
  }

  /** Two handles on one file, as two server processes would have. */
  async function twoConnections(prefix: string) {
    const file = join(tempFolder(prefix), "shared.db");
    const db = await openDatabase({ sqliteFile: file });
    const other = await openDatabase({ sqliteFile: file });
    return { db, other, close: () => Promise.all([closeDb(db), closeDb(other)]) };
  }

  it("is known without reading the table while nothing is written, and checked for other commits at most every 100 ms", async () => {
    const { db, close } = await twoConnections("version-");
    try {
      const { cache, counts } = countingCache(db);
      const first = cache.known()!; // SQLite always knows it
      for (let i = 0; i < 1000; i++) expect(cache.known()).toBe(first);
      expect(counts).toEqual({ checks: 1, reads: 1 });
      await new Promise((resolve) => setTimeout(resolve, FOREIGN_COMMITS_CHECKED_EVERY_MS + 20));
      expect(cache.version()).toBe(first);
      expect(counts).toEqual({ checks: 2, reads: 1 });
    } finally {
      await close();
    }
  });

  it("follows this process's own commit at once, and another process's within the bound", async () => {
    const { db, other, close } = await twoConnections("turn-");
    try {
      const { cache, counts } = countingCache(db);
      const first = cache.known()!;
      await insertBook(db, "By this process");
      expect(cache.known()).toBe(first + 1);
      expect(counts.reads).toBe(2);
      await insertBook(other, "By another process");
      await seenWithin(CONTENT_VERSION_STALE_MAX_MS, () => cache.known(), (version) => version === first + 2);
      expect(counts.reads).toBe(3);
    } finally {
      await close();
    }
  });

  it("follows this process's own writes through the app's cache", async () => {
    const t = await createTestApp();
    const first = (await t.deps.cache.version()) as number;
    await insertBook(t.db, "Fresh");
    expect(t.deps.cache.known()).toBe(first + 1);
    expect(t.deps.cache.version()).toBe(first + 1);
  });
});

// --- Through node:http, as the server runs: hits answered by the fast path before the app. ---

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A plain node:http GET (fetch would add an Accept-Encoding and decode the body). */
function get(base: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

/** Every header but the ones node:http writes itself per answer. */
function sentHeaders(answer: Answer) {
  const { date: _date, ...rest } = answer.headers;
  return rest;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Serves `t` the way server.ts does, and counts the requests that reached the app. */
async function listen(t: TestApp) {
  let appRequests = 0;
  const cache = t.deps.cache;
  const server = serve({
    fetch: (req, env) => {
      appRequests++;
      return t.app.fetch(req, env);
    },
    port: 0,
    hostname: "127.0.0.1",
    createServer: withCachedReads(cache, () => t.deps.now().getTime()),
  }) as Server;
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  // Hits are answered before the app once the version is known without a round trip: on PostgreSQL, once
  // the cache's listener is up and a read has seen this process's own commits (the seed's).
  await seenWithin(
    5000,
    async () => {
      await cache.version();
      return cache.known();
    },
    (version) => version !== undefined,
  );
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, appRequests: () => appRequests };
}

/**
 * Runs `test` with two app instances (two database handles, as two server processes would have) on one
 * database, the reader listening on a port; closes both databases whatever the outcome.
 */
async function inTwoProcesses(test: (apps: { writer: TestApp; reader: TestApp; http: Awaited<ReturnType<typeof listen>> }) => Promise<void>) {
  const shared = await sharedTestDatabase();
  const writer = await createTestApp({ db: await shared.open(), seed: true });
  const reader = await createTestApp({ db: await shared.open() });
  try {
    await test({ writer, reader, http: await listen(reader) });
  } finally {
    await closeDb(writer.db);
    await closeDb(reader.db);
  }
}

/** The parsed JSON a plain GET of `path` answers. */
async function getJson(base: string, path: string) {
  return JSON.parse((await get(base, path)).body.toString());
}

describe("cached reads answered before the app", () => {
  it("answers a repeat catalog read without the app, with the bytes and headers the app sent", async () => {
    const t = await createTestApp({ seed: true });
    const http = await listen(t);
    for (const path of CATALOG_READS) {
      const miss = await get(http.base, path);
      const reached = http.appRequests();
      const hit = await get(http.base, path);
      expect(http.appRequests()).toBe(reached);
      expect(hit.status).toBe(200);
      expect(hit.body.equals(miss.body)).toBe(true);
      expect(sentHeaders(hit)).toEqual(sentHeaders(miss));
      for (const [name, value] of securityHeadersFor("application/json")) expect(hit.headers[name]).toBe(value);
      expect(hit.headers["content-length"]).toBe(String(miss.body.length));
    }
  });

  it("answers If-None-Match with a 304, for the plain body and for each compressed copy", async () => {
    const t = await createTestApp({ seed: true });
    const http = await listen(t);
    const plain = await get(http.base, BLOG_LIST);
    const br = await get(http.base, BLOG_LIST, { "accept-encoding": "br" });
    await get(http.base, BLOG_LIST, { "accept-encoding": "br" });
    const reached = http.appRequests();
    const notModified = await get(http.base, BLOG_LIST, { "if-none-match": plain.headers.etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(plain.headers.etag);
    for (const [name, value] of securityHeadersFor("application/json")) expect(notModified.headers[name]).toBe(value);
    const brNotModified = await get(http.base, BLOG_LIST, { "accept-encoding": "br", "if-none-match": br.headers.etag! });
    expect(brNotModified.status).toBe(304);
    expect(brNotModified.headers.etag).toBe(br.headers.etag);
    // One representation's tag does not revalidate another.
    expect((await get(http.base, BLOG_LIST, { "if-none-match": br.headers.etag! })).status).toBe(200);
    expect((await get(http.base, BLOG_LIST, { "if-none-match": '"stale"' })).status).toBe(200);
    expect(http.appRequests()).toBe(reached);

    // The 304 the app sends on a miss carries the same headers as the fast one.
    t.deps.cache.clear();
    const fromApp = await get(http.base, BLOG_LIST, { "if-none-match": plain.headers.etag! });
    expect(fromApp.status).toBe(304);
    expect(sentHeaders(fromApp)).toEqual(sentHeaders(notModified));
  });

  it("sends the compressed copy the client accepts, and the plain body to one that accepts none", async () => {
    const t = await createTestApp({ seed: true });
    const http = await listen(t);
    const plain = await get(http.base, BLOG_LIST);
    const expectations: [Record<string, string>, string | undefined][] = [
      [{ "accept-encoding": "gzip, deflate, br" }, "br"],
      [{ "accept-encoding": "gzip" }, "gzip"],
      [{ "accept-encoding": "br;q=0, gzip" }, "gzip"],
      [{ "accept-encoding": "identity" }, undefined],
      [{}, undefined],
    ];
    for (const [headers, encoding] of expectations) {
      const first = await get(http.base, BLOG_LIST, headers);
      const reached = http.appRequests();
      const hit = await get(http.base, BLOG_LIST, headers);
      expect(http.appRequests()).toBe(reached);
      expect(hit.headers["content-encoding"]).toBe(encoding);
      expect(hit.headers.vary).toBe("accept-encoding");
      expect(sentHeaders(hit)).toEqual(sentHeaders(first));
      const decoded = encoding === "br" ? brotliDecompressSync(hit.body) : encoding === "gzip" ? gunzipSync(hit.body) : hit.body;
      expect(decoded.equals(plain.body)).toBe(true);
      if (encoding) expect(hit.headers.etag).toBe(`${plain.headers.etag!.slice(0, -1)}-${encoding}"`);
    }
  });

  it("leaves an admin's read to the app, which bypasses the cache, and refuses a bad token even for a cached URL", async () => {
    const t = await createTestApp();
    const http = await listen(t);
    const admin = await t.createUser("admin");
    const user = await t.createUser("user");
    await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ title: "Live" }) });
    await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ title: "Draft", published: false }) });
    await get(http.base, "/api/hunts");
    const visitor = await get(http.base, "/api/hunts");
    expect(JSON.parse(visitor.body.toString()).total).toBe(1);

    const reached = http.appRequests();
    const asAdmin = await get(http.base, "/api/hunts", { authorization: `Bearer ${admin.token}` });
    expect(http.appRequests()).toBe(reached + 1);
    expect(JSON.parse(asAdmin.body.toString()).total).toBe(2);
    expect(asAdmin.headers.etag).toBeUndefined();

    const badToken = await get(http.base, "/api/hunts", { authorization: "Bearer not-a-token" });
    expect(badToken.status).toBe(401);
    const asUser = await get(http.base, "/api/hunts", { authorization: `Bearer ${user.token}` });
    expect(asUser.body.equals(visitor.body)).toBe(true);
    expect(http.appRequests()).toBe(reached + 3);
    // And the visitors' copy is still the visitors'.
    expect((await get(http.base, "/api/hunts")).body.equals(visitor.body)).toBe(true);
  });

  it("leaves to the app what it does not answer: other methods, unknown URLs, odd targets and hosts", async () => {
    const t = await createTestApp({ seed: true });
    const http = await listen(t);
    await get(http.base, "/api/hunts");
    await get(http.base, "/api/hunts");
    const cases: [string, Record<string, string>, string][] = [
      ["/api/hunts", {}, "HEAD"],
      ["/api/hunts", {}, "OPTIONS"],
      ["/api/hunts?x=1", {}, "GET"],
      ["/api/health", {}, "GET"],
      ["/api/hunts", { host: "LOCALHOST:80" }, "GET"],
    ];
    for (const [path, headers, method] of cases) {
      const reached = http.appRequests();
      await get(http.base, path, headers, method);
      expect(http.appRequests(), `${method} ${path} ${JSON.stringify(headers)}`).toBe(reached + 1);
    }
    const head = await get(http.base, "/api/hunts", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-security-policy"]).toBeTruthy();
  });

  it("answers pipelined requests in order, hits and app answers mixed", async () => {
    const t = await createTestApp({ seed: true });
    const http = await listen(t);
    const hunt = await get(http.base, "/api/hunts/1");
    await get(http.base, "/api/hunts/1");
    const books = await get(http.base, "/api/shop/books");
    const reached = http.appRequests();
    const { port } = new URL(http.base);
    const ask = (path: string, last = false) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${last ? "Connection: close\r\n" : ""}\r\n`;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        // One write: the server reads all four at once and must answer in this order. The last one asks the
        // server to close: a client that half-closed instead would lose the answers still being made.
        socket.write(ask("/api/health") + ask("/api/hunts/1") + ask("/api/shop/books?limit=2") + ask("/api/shop/books", true));
      });
      let text = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk: string) => (text += chunk));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    const bodies = raw.split(/HTTP\/1\.1 /).slice(1).map((answer) => answer.slice(answer.indexOf("\r\n\r\n") + 4));
    expect(bodies).toHaveLength(4);
    expect(JSON.parse(bodies[0]!)).toEqual({ ok: true });
    expect(bodies[1]).toBe(hunt.body.toString("latin1"));
    expect(JSON.parse(bodies[2]!).items).toHaveLength(2);
    expect(bodies[3]).toBe(books.body.toString("latin1"));
    // The two hits were answered before the app, in their turn behind the app's answers.
    expect(http.appRequests()).toBe(reached + 2);
  });

  it("stops answering a scheduled blog list when the next post's time comes", async () => {
    const t = await createTestApp();
    const http = await listen(t);
    const admin = await t.createUser("admin");
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await t.call("POST", "/api/blog/posts", { token: admin.token, body: { ...post, scheduled_date: at } });
    await get(http.base, "/api/blog/posts");
    expect(JSON.parse((await get(http.base, "/api/blog/posts")).body.toString()).total).toBe(0);
    t.advance(60 * 60 * 1000 + 1000);
    expect(JSON.parse((await get(http.base, "/api/blog/posts")).body.toString()).total).toBe(1);
  });

  it("shows this process's own write to the very next read", async () => {
    const t = await createTestApp({ seed: true });
    const http = await listen(t);
    const admin = await t.createUser("admin");
    for (let i = 0; i < 5; i++) {
      await get(http.base, "/api/hunts/1");
      await get(http.base, "/api/hunts/1");
      const title = `Own write ${i}`;
      const put = await t.call("PUT", "/api/hunts/1", { token: admin.token, body: { title } });
      expect(put.status).toBe(200);
      expect(JSON.parse((await get(http.base, "/api/hunts/1")).body.toString()).title).toBe(title);
    }
  });
});

describe("two server processes on one database", () => {
  it("a write through one app is served by the other within the bound, answered before its app or through it", () =>
    inTwoProcesses(async ({ writer, reader, http }) => {
      const admin = await writer.createUser("admin");
      for (let i = 0; i < 5; i++) {
        // Warm the reader's cache: the second read is a hit.
        for (const path of CATALOG_READS) await get(http.base, path);
        const reached = http.appRequests();
        const warm = await Promise.all(CATALOG_READS.map((path) => get(http.base, path)));
        expect(http.appRequests()).toBe(reached);

        const title = `Renamed ${i}`;
        const price = 10 + i;
        expect((await writer.call("PUT", "/api/hunts/1", { token: admin.token, body: { title } })).status).toBe(200);
        await seenWithin(CONTENT_VERSION_STALE_MAX_MS, () => getJson(http.base, "/api/hunts/1"), (hunt) => hunt.title === title);
        expect((await get(http.base, "/api/hunts/1")).headers.etag).not.toBe(warm[1]!.headers.etag);
        // Once the change is known, every cached answer follows it.
        const list = await getJson(http.base, "/api/hunts");
        expect(list.hunts.find((h: { id: number }) => h.id === 1).title).toBe(title);

        const bookId = JSON.parse(warm[3]!.body.toString()).items[0].id;
        expect((await writer.call("PUT", `/api/shop/books/${bookId}`, { token: admin.token, body: { price } })).status).toBe(200);
        const priceOf = (books: { items: { id: number; price: number }[] }) => books.items.find((b) => b.id === bookId)!.price;
        await seenWithin(CONTENT_VERSION_STALE_MAX_MS, () => getJson(http.base, "/api/shop/books"), (books) => priceOf(books) === price);
        // The reader's app path (app.request) sees it as well.
        expect((await reader.call("GET", "/api/hunts/1")).body.title).toBe(title);
      }
    }));

  it("a post published through one app appears in the other's cached blog list within the bound", () =>
    inTwoProcesses(async ({ writer, http }) => {
      const admin = await writer.createUser("admin");
      await get(http.base, BLOG_LIST);
      await get(http.base, BLOG_LIST, { "accept-encoding": "br" });
      await get(http.base, BLOG_LIST, { "accept-encoding": "br" });
      const total = (await getJson(http.base, BLOG_LIST)).total as number;
      const created = await writer.call("POST", "/api/blog/posts", { token: admin.token, body: { ...post, title: "Fresh news", published: true } });
      expect(created.status).toBe(201);
      await seenWithin(
        CONTENT_VERSION_STALE_MAX_MS,
        () => getJson(http.base, BLOG_LIST),
        (after) => after.total === total + 1 && after.items.some((p: { title: string }) => p.title === "Fresh news"),
      );
      const br = await get(http.base, BLOG_LIST, { "accept-encoding": "br" });
      expect(JSON.parse(brotliDecompressSync(br.body).toString()).total).toBe(total + 1);
    }));

  it("a write by any other connection (no app at all) is served within the bound", () =>
    inTwoProcesses(async ({ writer, http }) => {
      await get(http.base, "/api/shop/categories");
      await get(http.base, "/api/shop/categories");
      await recategorize(writer.db, "Audio Guide");
      await seenWithin(CONTENT_VERSION_STALE_MAX_MS, () => getJson(http.base, "/api/shop/categories"), (categories) => categories.items.join() === "Audio Guide");
    }));
});
