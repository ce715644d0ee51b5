// @vitest-environment jsdom
/**
 * A page's head as the server writes it and the app applies it: every element a preview card and a
 * search engine read, escaped, and structured data with each type's required fields.
 */
import { describe, expect, it } from "vitest";
import { headHtml, headTags, resolveHead, shortDescription, type HeadContext, type HeadInput } from "./page-head";
import { blogPostingLd, breadcrumbLd, organizationLd, productLd, webSiteLd, type JsonLd } from "./structured-data";

const ORIGIN = "https://parkhunts.example";
const context = (pathname: string, lang: "en" | "es" = "en"): HeadContext => ({
  origin: ORIGIN,
  pathname,
  lang,
  siteName: "Park Hunts",
  siteDescription: "Hunts for families.",
  title: (kind, name) => (kind === "home" ? "Park Hunts" : `${name} · ${kind} · Park Hunts`),
  homeName: lang === "es" ? "Inicio" : "Home",
  sectionName: (path) => (path === "/blog" ? "Blog" : path),
});

/** The fields each type must have to be read as that type (schema.org types, as search engines require them). */
const REQUIRED: Record<string, string[]> = {
  BlogPosting: ["headline", "image", "author", "datePublished"],
  Product: ["name", "image", "offers"],
  Offer: ["price", "priceCurrency", "availability"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  Organization: ["name", "url", "logo"],
  WebSite: ["name", "url"],
};

/** Each required field missing in `data` or anything it holds, as "Type.field". */
function missingFields(data: unknown, found: string[] = []): string[] {
  if (Array.isArray(data)) data.forEach((item) => missingFields(item, found));
  else if (data && typeof data === "object") {
    const record = data as Record<string, unknown>;
    const type = record["@type"];
    if (typeof type === "string") for (const field of REQUIRED[type] ?? []) if (record[field] === undefined || record[field] === "") found.push(`${type}.${field}`);
    Object.values(record).forEach((value) => missingFields(value, found));
  }
  return found;
}

/** The head written as HTML, read back as a browser would. */
function parsed(html: string) {
  const document = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, "text/html");
  const meta = (key: string) => document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content");
  const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) => JSON.parse(el.textContent!) as JsonLd);
  return { document, meta, ld };
}

const POST: HeadInput = {
  kind: "post",
  name: 'Stargazing at "Bryce" </title><script>alert(1)</script>',
  description: "Dark skies & bright stars. ".repeat(20),
  image: "/images/blog/dark-sky-stargazing.webp",
  type: "article",
  crumbs: ["/blog"],
  jsonLd: (site, url, image) => [blogPostingLd(site, { headline: "Stargazing", description: "Dark skies.", image, author: "Jenna", published: "2026-03-05", url })],
};

describe("a page's head", () => {
  it("writes the title, description, canonical, twins, preview card and structured data, escaped", () => {
    const { document, meta, ld } = parsed(headHtml(headTags(resolveHead(POST, context("/es/blog/7", "es")))));
    expect(document.title).toBe('Stargazing at "Bryce" </title><script>alert(1)</script> · post · Park Hunts');
    expect(document.querySelectorAll("script:not([type])")).toHaveLength(0);
    expect(meta("description")!.length).toBeLessThanOrEqual(200);
    expect(meta("description")).toMatch(/^Dark skies & bright stars\..*…$/);
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute("href")).toBe(`${ORIGIN}/es/blog/7`);
    const twins = [...document.querySelectorAll('link[rel="alternate"]')].map((el) => [el.getAttribute("hreflang"), el.getAttribute("href")]);
    expect(twins).toEqual([
      ["en", `${ORIGIN}/blog/7`],
      ["es", `${ORIGIN}/es/blog/7`],
      ["x-default", `${ORIGIN}/blog/7`],
    ]);
    expect(meta("og:image")).toBe(`${ORIGIN}/cards/images/blog/dark-sky-stargazing.jpg`);
    expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"]);
    expect([meta("og:type"), meta("og:locale"), meta("og:locale:alternate"), meta("twitter:card")]).toEqual(["article", "es_US", "en_US", "summary_large_image"]);
    expect(ld.map((data) => data["@type"])).toEqual(["BlogPosting", "BreadcrumbList"]);
    expect(ld[1]).toMatchObject({ itemListElement: [{ name: "Inicio", item: `${ORIGIN}/es/` }, { name: "Blog", item: `${ORIGIN}/es/blog` }, { position: 3, item: `${ORIGIN}/es/blog/7` }] });
    expect(missingFields(ld)).toEqual([]);
  });

  it("gives a page without a picture the site's card, the site's description, and the admin area no twins", () => {
    const { document, meta } = parsed(headHtml(headTags(resolveHead({ kind: "admin", name: "Orders", untranslated: true }, context("/admin/orders")))));
    expect(meta("og:image")).toBe(`${ORIGIN}/cards/site.jpg`);
    expect(meta("description")).toBe("Hunts for families.");
    expect(document.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(document.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
  });

  it("cuts a long description at a word", () => {
    expect(shortDescription("word ".repeat(100), 30)).toBe("word word word word word word…");
    expect(shortDescription("  short\n text ")).toBe("short text");
  });
});

describe("structured data", () => {
  const site = { origin: ORIGIN, name: "Park Hunts", lang: "en" as const };

  it("has every required field of each type, with absolute URLs", () => {
    const all = [
      organizationLd(site),
      webSiteLd(site, `${ORIGIN}/`),
      breadcrumbLd([{ name: "Home", url: `${ORIGIN}/` }]),
      blogPostingLd(site, { headline: "H", description: "D", image: `${ORIGIN}/c.jpg`, author: "A", published: "2026-03-05", url: `${ORIGIN}/blog/1` }),
      productLd({ name: "Zion", description: "A book", image: `${ORIGIN}/z.jpg`, url: `${ORIGIN}/shop`, price: 13.5, available: false }),
    ];
    expect(missingFields(all)).toEqual([]);
    for (const data of all) expect(data["@context"]).toBe("https://schema.org");
    expect(all[4]).toMatchObject({ offers: { price: "13.50", priceCurrency: "USD", availability: "https://schema.org/OutOfStock" } });
    expect(JSON.stringify(all).match(/"(?:url|item|logo|image)":"[^"]*"/g)!.every((field) => field.includes(ORIGIN))).toBe(true);
  });

  it("reports a missing required field, so the check above can fail", () => {
    expect(missingFields([{ "@type": "Product", name: "Zion", offers: { "@type": "Offer", price: "1.00" } }])).toEqual(["Product.image", "Offer.priceCurrency", "Offer.availability"]);
  });
});
