import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";
import { DATA_CSP, SECURITY_HEADERS, securityHeaders } from "./security-headers";

const PAGE_CSP = new Map(SECURITY_HEADERS).get("content-security-policy")!;

function appWithPages() {
  const app = new Hono();
  app.use("*", securityHeaders);
  app.get("/page", (c) => c.html("<!doctype html><p>A page</p>"));
  app.get("/data", (c) => c.json({ ok: true }));
  app.get("/missing", (c) => c.json({ detail: "Not found" }, 404));
  return app;
}

describe("security headers", () => {
  it("gives a page the page's policy and a JSON answer, error or not, one that lets it load nothing", async () => {
    const app = appWithPages();
    const page = await app.request("/page");
    expect(page.headers.get("content-security-policy")).toBe(PAGE_CSP);
    // Scripts from this origin only, and WebAssembly compiled by them (the QR reader), but never eval.
    expect(PAGE_CSP).toContain("script-src 'self' 'wasm-unsafe-eval';");
    for (const path of ["/data", "/missing"]) {
      const answer = await app.request(path);
      expect(answer.headers.get("content-security-policy"), path).toBe(DATA_CSP);
      expect(answer.headers.get("x-frame-options"), path).toBe("DENY");
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    expect(await (await app.request("/data")).json()).toEqual({ ok: true });
  });

  it("sends the data policy on the API's answers, cached or not, and on its errors", async () => {
    const t = await createTestApp({ seed: true });
    for (const path of ["/api/hunts", "/api/hunts", "/api/hunts/999999", "/api/shop/books"]) {
      const answer = await t.app.request(`http://localhost${path}`);
      expect(answer.headers.get("content-type"), path).toContain("application/json");
      expect(answer.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});
