import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { openDb } from "../db/client";
import { books } from "../db/schema";
import { createTestApp } from "../testing/test-app";

const post = { title: "Tomorrow's post", excerpt: "Soon", content: "Words here", author: "Ranger Rosie" };

describe("cached public reads", () => {
  it("answers a repeat read from the cache with the same ETag, and 304 when the client has it", async () => {
    const t = createTestApp({ seed: true });
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
    const t = createTestApp({ seed: true });
    const path = "http://localhost/api/blog/posts?published=true&limit=20";
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
    const t = createTestApp({ seed: true });
    const res = await t.app.request("http://localhost/api/shop/categories", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect((await res.json()).items.length).toBeGreaterThan(0);
  });

  it("shows an admin's change to the next visitor at once", async () => {
    const t = createTestApp({ seed: true });
    const admin = await t.createUser("admin");
    const before = await t.call("GET", "/api/shop/books?limit=100");
    const created = await t.call("POST", "/api/shop/books", { token: admin.token, body: { title: "Acadia Tide Pools", price: 21.99 } });
    const after = await t.call("GET", "/api/shop/books?limit=100");
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.body.items.map((b: { id: number }) => b.id)).toContain(created.body.id);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });

  it("sees a change written by another server process on the same database", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "cache-")), "shared.db");
    const t = createTestApp({ db: openDb(file), seed: true });
    const other = openDb(file);
    await t.call("GET", "/api/shop/categories");
    other.update(books).set({ category: "Audio Guide" }).run();
    const res = await t.call("GET", "/api/shop/categories");
    expect(res.body.items).toEqual(["Audio Guide"]);
    other.$client.close();
  });

  it("publishes a cached blog list's scheduled post when its time comes", async () => {
    const t = createTestApp();
    const admin = await t.createUser("admin");
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await t.call("POST", "/api/blog/posts", { token: admin.token, body: { ...post, scheduled_date: at } });
    expect((await t.call("GET", "/api/blog/posts")).body.total).toBe(0);
    t.advance(60 * 60 * 1000 + 1000);
    expect((await t.call("GET", "/api/blog/posts")).body.total).toBe(1);
  });

  it("never serves an admin the visitors' copy (drafts included) nor a visitor the admin's", async () => {
    const t = createTestApp();
    const admin = await t.createUser("admin");
    await t.call("POST", "/api/blog/posts", { token: admin.token, body: { ...post, published: false } });
    expect((await t.call("GET", "/api/blog/posts")).body.total).toBe(0);
    expect((await t.call("GET", "/api/blog/posts", { token: admin.token })).body.total).toBe(1);
    expect((await t.call("GET", "/api/blog/posts")).body.total).toBe(0);
  });

  it("empties on clear", async () => {
    const t = createTestApp({ seed: true });
    await t.call("GET", "/api/hunts");
    await t.call("GET", "/api/shop/books");
    expect(t.deps.cache.clear()).toBe(2);
    expect(t.deps.cache.clear()).toBe(0);
  });
});
