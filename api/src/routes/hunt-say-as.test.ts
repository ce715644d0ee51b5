/** An item's "Say it like" text for read-aloud: admin writes, what every reader gets, and its limit. */
import { beforeEach, describe, expect, it } from "vitest";
import { huntInput } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: { token: string };

const AHWAHNEE = "The ah-WAH-nee hotel";

type SaidItem = { id: number; name: string; say_as: string };

async function create() {
  const base = huntInput();
  const body = huntInput({ items: [{ ...base.items![0]!, say_as: `  ${AHWAHNEE} ` }, base.items![1]!, base.items![2]!] });
  const res = await t.call("POST", "/api/hunts", { token: admin.token, body });
  expect(res.status).toBe(201);
  return res.body as { id: number; items: SaidItem[] };
}

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});

describe("an item's \"Say it like\" text", () => {
  it("is kept trimmed ('' for none) in the admin's read and in every family's read, signed in or not", async () => {
    const hunt = await create();
    expect(hunt.items.map((i) => i.say_as)).toEqual([AHWAHNEE, "", ""]);
    const adminRead = await t.call("GET", `/api/hunts/${hunt.id}`, { token: admin.token });
    expect(adminRead.body.items.map((i: SaidItem) => i.say_as)).toEqual([AHWAHNEE, "", ""]);
    const family = await t.createUser();
    const signedIn = await t.call("GET", `/api/hunts/${hunt.id}`, { token: family.token });
    const anyone = await t.call("GET", `/api/hunts/${hunt.id}`);
    for (const read of [signedIn, anyone]) expect(read.body.items.map((i: SaidItem) => [i.name, i.say_as])).toEqual(hunt.items.map((i) => [i.name, i.say_as]));
  });

  it("changes with an edit, keeps the item's id, and leaves the name as it was", async () => {
    const hunt = await create();
    const items = hunt.items.map((i, n) => ({ name: i.name, say_as: n === 2 ? "Morning Glory pool" : "" }));
    const res = await t.call("PUT", `/api/hunts/${hunt.id}`, { token: admin.token, body: { items } });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: SaidItem) => [i.id, i.name, i.say_as])).toEqual([
      [hunt.items[0]!.id, "Old Faithful", ""],
      [hunt.items[1]!.id, "Castle Geyser", ""],
      [hunt.items[2]!.id, "Morning Glory Pool", "Morning Glory pool"],
    ]);
  });

  it("is left as it was by an edit of the hunt's other fields", async () => {
    const hunt = await create();
    await t.call("PUT", `/api/hunts/${hunt.id}`, { token: admin.token, body: { title: "Geysers" } });
    const read = await t.call("GET", `/api/hunts/${hunt.id}`);
    expect(read.body.items[0].say_as).toBe(AHWAHNEE);
  });

  it("takes 100 characters and refuses 101 with the reason", async () => {
    const ok = await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ items: [{ name: "Geyser", say_as: "s".repeat(100) }] }) });
    expect(ok.status).toBe(201);
    const res = await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ items: [{ name: "Geyser", say_as: "s".repeat(101) }] }) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: "items.0.say_as: say_as must be at most 100 characters" });
    const wrongType = await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ items: [{ name: "Geyser", say_as: 7 as unknown as string }] }) });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.detail).toMatch(/^items\.0\.say_as: /);
  });

  it("gives the sample Zion hunt's Temple of Sinawava a way to be said", async () => {
    const seeded = await createTestApp({ seed: true });
    const list = (await seeded.call("GET", "/api/hunts")).body.hunts as { id: number; title: string }[];
    const reads = await Promise.all(list.map(async (h) => (await seeded.call("GET", `/api/hunts/${h.id}`)).body as { items: SaidItem[] }));
    const said = reads.flatMap((h) => h.items).filter((i) => i.say_as);
    expect(said.map((i) => [i.name, i.say_as])).toEqual([["The Temple of Sinawava", "The Temple of sin-uh-WAH-vuh"]]);
  });
});
