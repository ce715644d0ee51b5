/** Which navigations the service worker leaves to the network rather than answering with the app shell. */
import { describe, expect, it } from "vitest";
import { NOT_APP_PAGES } from "./not-app-pages";

const leftToNetwork = (pathAndQuery: string) => NOT_APP_PAGES.some((pattern) => pattern.test(pathAndQuery));

describe("navigations the app shell does not answer", () => {
  it("leaves the API, uploads, preview cards, the sitemap and robots.txt to the server", () => {
    for (const path of ["/api/hunts", "/uploads/a.webp", "/cards/site.jpg", "/cards/images/blog/zion-with-kids.jpg", "/sitemap.xml", "/sitemap.xml?fresh=1", "/robots.txt"]) {
      expect(leftToNetwork(path), path).toBe(true);
    }
  });

  it("answers every page of the app, in any language, with the shell", () => {
    for (const path of ["/", "/blog/3", "/es/shop", "/sitemap", "/sitemapxxml", "/robots.txt.html", "/es/sitemap.xml", "/es/cards/site.jpg"]) {
      expect(leftToNetwork(path), path).toBe(false);
    }
  });
});
