/**
 * Every 413 closes its connection and says so: a keep-alive client then sends its next request on a new
 * connection instead of one the server is cutting, and that request is answered.
 */
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYNC_BATCH_MAX } from "#shared/rules/sync";
import { UPLOAD_MAX_BYTES } from "#shared/rules/uploads";
import { JSON_BODY_MAX_BYTES } from "../app";
import { huntInput } from "../testing/fixtures";
import { listen, manyParts, request, type ListeningApp } from "../testing/listening-app";
import { jpeg, photoForm } from "../testing/photos";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let server: ListeningApp;
let family: { token: string };
let huntId: number;
let itemId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser("admin");
  family = await t.createUser("user");
  const hunt = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body;
  huntId = hunt.id;
  itemId = hunt.items[0].id;
  server = await listen(t.app);
});
afterAll(() => server.close());

const json = (value: unknown) => ({ body: Buffer.from(JSON.stringify(value)), headers: { "content-type": "application/json" } });

async function multipart(form: FormData) {
  const req = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get("content-type")! };
}

async function tooLargeRequests() {
  const photo = await multipart(photoForm({ bytes: jpeg(UPLOAD_MAX_BYTES + 1), item_id: itemId }));
  const parts = manyParts(170_000);
  const auth = { authorization: `Bearer ${family.token}` };
  const views = Array.from({ length: SYNC_BATCH_MAX + 1 }, (_, i) => ({
    id: `01JDVIEW${String(i).padStart(12, "0")}`,
    kind: "analytics.view",
    createdAt: 1,
    payload: { page: "/", referrer: "", user_agent: "t" },
  }));
  return [
    ["a JSON body over its limit", "/api/users/register", { ...json({ name: "x".repeat(JSON_BODY_MAX_BYTES + 512 * 1024) }) }],
    ["a photo over its limit", `/api/hunts/${huntId}/photos`, { body: photo.body, headers: { ...auth, "content-type": photo.contentType, "idempotency-key": "01JPHOTOBIG00000000001" } }],
    ["an upload of too many parts", `/api/hunts/${huntId}/photos`, { body: parts.body, headers: { ...auth, "content-type": parts.contentType, "idempotency-key": "01JPHOTOPARTS000000001" } }],
    ["a sync batch over its limit", "/api/sync", json({ mutations: views })],
  ] as const;
}

describe("a 413 on a keep-alive connection", () => {
  it("answers Connection: close, and the next request on the same agent is answered", async () => {
    for (const [what, path, options] of await tooLargeRequests()) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const refused = await request(agent, server.port, "POST", path, options);
      expect([what, refused.status, refused.headers.connection]).toEqual([what, 413, "close"]);
      expect(JSON.parse(refused.body).detail).toEqual(expect.any(String));
      const next = await request(agent, server.port, "GET", "/api/health");
      expect([what, next.status]).toEqual([what, 200]);
      agent.destroy();
    }
  });

  it("is closed by the server itself after the answer", async () => {
    const body = Buffer.from(JSON.stringify({ name: "x".repeat(JSON_BODY_MAX_BYTES + 512 * 1024) }));
    const socket = net.connect(server.port, "127.0.0.1");
    const head = `POST /api/users/register HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    socket.write(head);
    socket.write(body);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    const ended = await new Promise<string>((resolve) => {
      socket.on("end", () => resolve("closed by the server"));
      socket.on("error", () => resolve("closed by the server"));
      setTimeout(() => resolve("left open"), 3_000);
    });
    socket.destroy();
    expect(ended).toBe("closed by the server");
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('{"detail":"Request body is too large","key":"bodyTooLarge"}');
  });
});
