import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "#shared/schemas/settings";
import { settings } from "../db/tables";
import { writeTx } from "../db";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: { token: string };

const getSettings = () => t.call("GET", "/api/admin/settings", { token: admin.token });
const putSettings = (body: unknown, headers?: Record<string, string>) =>
  t.call("PUT", "/api/admin/settings", { token: admin.token, body, headers });

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});

describe("site settings", () => {
  it("answers the defaults on a fresh database, to admins and (in part) to everyone", async () => {
    expect((await getSettings()).body).toEqual(DEFAULT_SETTINGS);
    const pub = await t.call("GET", "/api/settings/public");
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual({
      site_name: DEFAULT_SETTINGS.site_name,
      site_description: DEFAULT_SETTINGS.site_description,
      newsletter_enabled: true,
      maintenance_mode: false,
    });
  });

  it("saves a partial change, keeps the rest, and shows it to visitors", async () => {
    const res = await putSettings({ site_name: "  Junior Rangers  ", maintenance_mode: true, default_book_price: 15.5 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...DEFAULT_SETTINGS, site_name: "Junior Rangers", maintenance_mode: true, default_book_price: 15.5 });
    expect((await getSettings()).body).toEqual(res.body);

    const second = await putSettings({ newsletter_enabled: false, contact_email: "" });
    expect(second.body).toMatchObject({ site_name: "Junior Rangers", newsletter_enabled: false, contact_email: "" });

    const pub = await t.call("GET", "/api/settings/public");
    expect(pub.body).toEqual({
      site_name: "Junior Rangers",
      site_description: DEFAULT_SETTINGS.site_description,
      newsletter_enabled: false,
      maintenance_mode: true,
    });
    expect(Object.keys(pub.body)).not.toContain("contact_email");
  });

  it("never serves visitors the public settings cached before a change", async () => {
    const before = await t.call("GET", "/api/settings/public");
    const etag = before.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await t.call("GET", "/api/settings/public", { headers: { "if-none-match": etag! } })).status).toBe(304);

    await putSettings({ site_name: "Junior Rangers", maintenance_mode: true });

    const revalidated = await t.call("GET", "/api/settings/public", { headers: { "if-none-match": etag! } });
    expect(revalidated.status).toBe(200);
    expect(revalidated.body).toMatchObject({ site_name: "Junior Rangers", maintenance_mode: true });
    expect((await t.call("GET", "/api/settings/public")).body.site_name).toBe("Junior Rangers");
  });

  it("refuses bad values and unknown keys with a readable detail, storing nothing", async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ default_book_price: -1 }, 422, /default_book_price/],
      [{ default_book_price: 1.234 }, 422, /two decimals/],
      [{ site_name: "   " }, 422, /Site name is required/],
      [{ contact_email: "not-an-email" }, 422, /email/i],
      [{ maintenance_mode: "yes" }, 422, /maintenance_mode/],
      [{ site_name: "Fine", theme: "dark" }, 422, /theme/],
      ["{broken", 400, /Malformed JSON/],
    ];
    for (const [body, status, detail] of cases) {
      const headers = typeof body === "string" ? { "content-type": "application/json" } : undefined;
      const res = await putSettings(body, headers);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.detail).toMatch(detail);
    }
    expect(await t.db.select().from(settings)).toEqual([]);
    expect((await getSettings()).body).toEqual(DEFAULT_SETTINGS);
  });

  it("falls back to the default for a stored value that no longer fits its field", async () => {
    await writeTx(t.db, () => t.db.insert(settings).values([{ key: "default_book_price", value: "free" }, { key: "retired_setting", value: 1 }]));
    expect((await getSettings()).body).toEqual(DEFAULT_SETTINGS);
  });
});
