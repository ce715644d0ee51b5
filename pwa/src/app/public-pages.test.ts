/** The pages the server's sitemap and robots.txt name are the app's own screens, in every language. */
import { describe, expect, it } from "vitest";
import { twinPaths } from "#shared/rules/lang-path";
import { huntPagePath, postPagePath, PRIVATE_PATHS, PUBLIC_PAGES } from "#shared/rules/public-pages";
import { SCREENS, screenIndexFor } from "./screens";

const NOT_FOUND = SCREENS.findIndex(([pattern]) => pattern === "*");
const screenOf = (path: string) => SCREENS[screenIndexFor(path)]![0];

describe("the site's public and private pages", () => {
  it("lists only paths the app has a screen for, in every language", () => {
    for (const path of [...PUBLIC_PAGES, postPagePath(7), huntPagePath(7)]) {
      for (const twin of Object.values(twinPaths(path))) expect(screenIndexFor(twin), twin).not.toBe(NOT_FOUND);
    }
  });

  it("never lists a page that needs an account or belongs to a purchase", () => {
    const privateScreens = ["/cart", "/checkout/return", "/profile", "/group/:code", "/sync", "/admin/*", "/admin/login"];
    for (const path of PUBLIC_PAGES) expect(privateScreens, path).not.toContain(screenOf(path));
  });

  it("keeps crawlers out of each private screen", () => {
    for (const path of ["/cart", "/checkout/return", "/profile", "/group/K7M2QX", "/sync", "/admin/hunts", "/admin/login"]) {
      expect(PRIVATE_PATHS.some((prefix) => path.startsWith(prefix)), path).toBe(true);
    }
  });
});
