// @vitest-environment jsdom
/**
 * Each page's head as the server writes it, in both languages: the pages it draws get the head their
 * screens gave, the pages the app draws from the device get their section's, from the address.
 */
import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { sampleBook } from "../testing/books";
import { samplePost } from "../testing/posts";
import { pageToRender, renderPage, shellHead } from "./render-page";

const ORIGIN = "https://parkhunts.example";
const SETTINGS = { site_name: "Canyon Kids", site_description: "Hunts for families.", newsletter_enabled: false, maintenance_mode: false };
const BODIES: Record<string, unknown> = {
  "/settings/public": SETTINGS,
  "/analytics/content-stats": { blog_posts: 1, books: 1, podcast_episodes: 0, blog_views: 0, book_views: 0, podcast_views: 0 },
  "/shop/books?limit=24": { items: [sampleBook({ id: 1, title: "Zion Adventure", price: 13.99, image: "/images/books/acadia.webp" })], total: 1, next: null },
  "/shop/categories": { items: ["Printed Book"] },
  "/blog/posts?published=true&limit=20": { items: [samplePost({ id: 7 })], total: 1 },
  "/blog/tags": { items: [] },
};

/** The head the server writes for `path`, read back as a browser would. */
async function served(path: string) {
  const page = pageToRender(path);
  const html = page ? (await renderPage(path, Object.fromEntries(page.paths.map((p) => [p, BODIES[p]])), ORIGIN)).head : await shellHead(path, SETTINGS, ORIGIN);
  const document = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, "text/html");
  return {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    twins: [...document.querySelectorAll('link[rel="alternate"]')].map((el) => el.getAttribute("hreflang")),
    image: document.querySelector('meta[property="og:image"]')?.getAttribute("content"),
    types: [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) => (JSON.parse(el.textContent!) as { "@type": string })["@type"]),
  };
}

describe("the heads the server writes", () => {
  it.each([
    ["/", "Canyon Kids · Family scavenger hunts in national parks", ["Organization", "WebSite"]],
    ["/es/", "Canyon Kids · Búsquedas del tesoro en familia en los parques nacionales", ["Organization", "WebSite"]],
    ["/shop", "Shop · Canyon Kids", ["Product"]],
    ["/es/shop", "Tienda · Canyon Kids", ["Product"]],
    ["/blog", "Blog · Canyon Kids", []],
    ["/es/blog", "Blog · Canyon Kids", []],
    ["/map", "Parks Directory · Canyon Kids", []],
    ["/es/map", "Directorio de parques · Canyon Kids", []],
    ["/about", "About · Canyon Kids", []],
    ["/es/membership", "Membresía · Canyon Kids", []],
  ])("%s, drawn by the server, is titled %j", async (path, title, types) => {
    const head = await served(path);
    expect(head.title).toBe(title);
    expect(head.description).toBeTruthy();
    expect(head.canonical).toBe(`${ORIGIN}${path}`);
    expect(head.twins).toEqual(["en", "es", "x-default"]);
    expect(head.types).toEqual(types);
    expect(head.image).toMatch(new RegExp(`^${ORIGIN}/cards/`));
  });

  it("gives the pages the app draws alone their section's head, in the page's language", async () => {
    expect((await served("/cart")).title).toBe("Cart · Canyon Kids");
    expect((await served("/es/cart")).title).toBe("Carrito · Canyon Kids");
    expect((await served("/es/scavengerhunts")).title).toBe("Búsquedas del tesoro · Canyon Kids");
    expect((await served("/scavengerhunts")).description).toMatch(/^Interactive scavenger hunts for families/);
    expect((await served("/es/points-store")).title).toBe("Tienda de puntos · Canyon Kids");
    expect((await served("/nowhere")).title).toBe("Trail not found · Canyon Kids");
  });

  it("names the admin's pages by section, in English, with no twins", async () => {
    expect(await served("/admin/orders")).toMatchObject({ title: "Orders · Admin · Canyon Kids", twins: [] });
    expect((await served("/admin")).title).toBe("Dashboard · Admin · Canyon Kids");
    expect((await served("/admin/hunts/edit/3")).title).toBe("Hunts · Admin · Canyon Kids");
    expect((await served("/admin/login")).title).toBe("Login · Admin · Canyon Kids");
  });

  it("falls back to the site's own name and description without settings", async () => {
    const html = await shellHead("/cart", null, ORIGIN);
    expect(html).toContain("<title data-head>Cart · Park Hunts</title>");
  });
});
