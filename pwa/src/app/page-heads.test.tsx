// @vitest-environment jsdom
/**
 * Each page's head in the browser, as the family moves between pages without loading a new document:
 * the tab's title, the description, canonical and twin links, the preview card and the structured data
 * follow, in both languages, and the new title is said politely once it has settled.
 */
import "fake-indexeddb/auto";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../lib/database/db";
import { loadLanguage } from "../lib/i18n/texts";
import { SETTLE_MS } from "../lib/head/route-announcer";
import { PUBLIC_SETTINGS_KV_KEY } from "../features/site-settings/public-settings";
import { useCart } from "../stores/cart";
import { resetDevice, stubFetch } from "../testing/device";
import { samplePost } from "../testing/posts";
import { sampleBook } from "../testing/books";
import { sampleHunt } from "../testing/hunts/screens";
import { App } from "./app";

const SETTINGS = { site_name: "Canyon Kids", site_description: "Hunts for families.", newsletter_enabled: false, maintenance_mode: false };
const POST = samplePost({ id: 7, title: "Stargazing at Bryce", excerpt: "Dark skies & bright stars.", image: "/images/blog/dark-sky-stargazing.webp", author: "Jenna Roper" });
const HUNT = sampleHunt({
  id: 4,
  title: "Zion Canyon Quest",
  price: 4.99,
  thumbnail_image: "/images/hunts/zion-canyon.webp",
  languages: ["en", "es"],
  translations: {
    es: {
      title: "La búsqueda del cañón de Zion",
      description: "Encuentren las maravillas de Zion.",
      location: "Parque Nacional Zion, Utah",
      estimated_time: "2 horas",
      age_range: "De 6 a 12 años",
      items: {},
      quiz_questions: {},
    },
  },
});
const ORIGIN = window.location.origin;
const SLOW = { timeout: 10_000 };

const meta = (key: string) => document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content");
const link = (rel: string, hreflang?: string) => document.head.querySelector(`link[rel="${rel}"]${hreflang ? `[hreflang="${hreflang}"]` : ""}`)?.getAttribute("href");
const structured = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((el) => JSON.parse(el.textContent!) as Record<string, unknown>);
const announced = () => document.getElementById("route-announcer")!;

/** Moves inside the app as a link would, without a new document. */
function go(path: string) {
  act(() => {
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}

beforeAll(() => loadLanguage("es"));
beforeEach(async () => {
  await resetDevice();
  await db.kv.put({ key: PUBLIC_SETTINGS_KV_KEY, value: SETTINGS });
  await db.posts.put(POST);
  await db.hunts.put({ ...HUNT, items: HUNT.items } as never);
  stubFetch((url) => {
    if (url.pathname === "/api/settings/public") return Response.json(SETTINGS);
    if (url.pathname === "/api/blog/posts/7") return Response.json(POST);
    if (url.pathname === "/api/hunts/4") return Response.json(HUNT);
    if (url.pathname === "/api/shop/books") return Response.json({ items: [sampleBook({ id: 1, title: "Zion Adventure", price: 13.99, image: "/images/books/zion.webp" })], total: 1, next: null });
    return Response.json({ detail: "Not found" }, { status: 404 });
  });
  window.history.replaceState(null, "", "/");
  document.title = "Park Hunts";
});
afterEach(() => {
  cleanup();
  useCart.getState().clear();
  vi.unstubAllGlobals();
  document.head.querySelectorAll("[data-head]").forEach((el) => el.remove());
});

describe("a page's head in the browser", () => {
  it("follows the family from page to page: title, description, canonical, twins, preview card and structured data", async () => {
    render(<App />);
    await waitFor(() => expect(document.title).toBe("Canyon Kids · Family scavenger hunts in national parks"), SLOW);
    expect(meta("description")).toBe("Hunts for families.");
    expect(structured().map((data) => data["@type"])).toEqual(["Organization", "WebSite"]);

    go("/shop");
    await waitFor(() => expect(document.title).toBe("Shop · Canyon Kids"), SLOW);
    expect(meta("description")).toMatch(/^Scavenger-hunt guidebooks for US national parks/);
    expect(link("canonical")).toBe(`${ORIGIN}/shop`);
    expect(link("alternate", "es")).toBe(`${ORIGIN}/es/shop`);
    expect(link("alternate", "x-default")).toBe(`${ORIGIN}/shop`);
    expect(meta("twitter:card")).toBe("summary_large_image");
    await waitFor(() => expect(structured()).toEqual([expect.objectContaining({ "@type": "Product", name: "Zion Adventure", offers: expect.objectContaining({ price: "13.99", priceCurrency: "USD" }) })]));
    // Said once it settled, as a page load would be.
    await waitFor(() => expect(announced().textContent).toBe("Shop · Canyon Kids"), { timeout: SETTLE_MS * 5 });

    go("/blog/7");
    await waitFor(() => expect(document.title).toBe("Stargazing at Bryce · Canyon Kids Blog"), SLOW);
    expect(meta("description")).toBe("Dark skies & bright stars.");
    expect(meta("og:type")).toBe("article");
    expect(meta("og:title")).toBe("Stargazing at Bryce · Canyon Kids Blog");
    expect(meta("og:image")).toBe(`${ORIGIN}/cards/images/blog/dark-sky-stargazing.jpg`);
    expect(meta("og:url")).toBe(`${ORIGIN}/blog/7`);
    const [posting, crumbs] = structured();
    expect(posting).toMatchObject({ "@type": "BlogPosting", headline: "Stargazing at Bryce", author: { name: "Jenna Roper" }, datePublished: POST.date });
    expect(crumbs).toMatchObject({ "@type": "BreadcrumbList", itemListElement: [{ name: "Home" }, { name: "Blog", item: `${ORIGIN}/blog` }, { name: "Stargazing at Bryce", item: `${ORIGIN}/blog/7` }] });
    await waitFor(() => expect(announced().textContent).toBe("Stargazing at Bryce · Canyon Kids Blog"), { timeout: SETTLE_MS * 5 });
    // One of each managed element: the old page's are replaced, not added to.
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it("is in Spanish on the Spanish twins, with the hunt's Spanish title and its twin in English", async () => {
    window.history.replaceState(null, "", "/es/shop");
    render(<App />);
    await waitFor(() => expect(document.title).toBe("Tienda · Canyon Kids"), SLOW);
    expect(meta("og:locale")).toBe("es_US");
    expect(meta("og:locale:alternate")).toBe("en_US");
    expect(link("canonical")).toBe(`${ORIGIN}/es/shop`);

    go("/es/hunt/4");
    await waitFor(() => expect(document.title).toBe("La búsqueda del cañón de Zion · Búsqueda · Canyon Kids"), SLOW);
    expect(meta("description")).toBe("Encuentren las maravillas de Zion.");
    expect(link("alternate", "en")).toBe(`${ORIGIN}/hunt/4`);
    expect(meta("og:image")).toBe(`${ORIGIN}/cards/images/hunts/zion-canyon.jpg`);
    const [product, crumbs] = structured();
    expect(product).toMatchObject({ "@type": "Product", name: "La búsqueda del cañón de Zion", offers: { "@type": "Offer", price: "4.99", priceCurrency: "USD", availability: "https://schema.org/InStock" } });
    expect(crumbs).toMatchObject({ itemListElement: [{ name: "Inicio", item: `${ORIGIN}/es/` }, { name: "Búsquedas del tesoro", item: `${ORIGIN}/es/scavengerhunts` }, {}] });
    await waitFor(() => expect(announced().textContent).toBe("La búsqueda del cañón de Zion · Búsqueda · Canyon Kids"), { timeout: SETTLE_MS * 5 });
  });

  it("counts the cart in the tab, and names the page it could not find", async () => {
    useCart.getState().add(sampleBook({ id: 1 }));
    useCart.getState().add(sampleBook({ id: 2 }));
    window.history.replaceState(null, "", "/cart");
    render(<App />);
    await waitFor(() => expect(document.title).toBe("Cart (2) · Canyon Kids"), SLOW);
    // The page the app opened on is announced by the browser, not again by the app.
    expect(announced().textContent).toBe("");
    fireEvent.click(within(screen.getByRole("main")).getAllByRole("button", { name: /Remove/ })[0]!);
    await waitFor(() => expect(document.title).toBe("Cart (1) · Canyon Kids"));

    go("/no/such/page");
    await waitFor(() => expect(document.title).toBe("Trail not found · Canyon Kids"), SLOW);
  });
});
