import { describe, expect, it } from "vitest";
import { checkoutOrigin, siteOrigins } from "./site-origin";

describe("the site's own origins", () => {
  it("is PUBLIC_URL alone when it is set", () => {
    expect(siteOrigins({ publicUrl: "https://parkhunts.example/shop", host: "0.0.0.0", port: 8787 })).toEqual(["https://parkhunts.example"]);
  });

  it("is every loopback name of the port for a server on loopback, localhost first", () => {
    expect(siteOrigins({ host: "127.0.0.1", port: 8787 })).toEqual(["http://localhost:8787", "http://127.0.0.1:8787", "http://[::1]:8787"]);
  });

  it("is the machine's own addresses for a server on every interface, and a named host as it is", () => {
    const all = siteOrigins({ host: "0.0.0.0", port: 80 });
    expect(all.slice(0, 3)).toEqual(["http://localhost:80", "http://127.0.0.1:80", "http://[::1]:80"]);
    expect(siteOrigins({ host: "192.0.2.7", port: 8080 })).toEqual(["http://192.0.2.7:8080"]);
  });
});

describe("the origin a checkout returns to", () => {
  const allowed = ["http://localhost:8787", "http://127.0.0.1:8787"];

  it("is the named page's origin when it is the site's, and the main address when none is named", () => {
    expect(checkoutOrigin("http://127.0.0.1:8787/hunt/4", allowed)).toBe("http://127.0.0.1:8787");
    expect(checkoutOrigin(undefined, allowed)).toBe("http://localhost:8787");
  });

  it.each(["http://evil.com/x", "http://localhost:9999/", "javascript:alert(1)", "not a url", "http://localhost:8787.evil.com/"])(
    "refuses %s",
    (url) => {
      expect(() => checkoutOrigin(url, allowed)).toThrow("origin_url must be an http(s) address on this site");
    },
  );
});
