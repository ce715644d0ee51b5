// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { LANG_KEY } from "../../lib/i18n/lang-memory";
import { LangProvider } from "../../lib/i18n/lang-provider";
import { loadLanguage } from "../../lib/i18n/texts";
import { useAuth } from "../../stores/auth";
import { LANG_OFFERED_KEY } from "./lang-offer";
import { Layout } from "./layout";

function renderAt(path: string, page = <h1>Page</h1>) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <LangProvider>
            <Layout />
          </LangProvider>
        ),
        children: [{ path: "*", element: page }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const footer = () => within(screen.getByRole("contentinfo"));

beforeEach(async () => {
  localStorage.clear();
  useAuth.setState({ loading: false, user: null, token: null, adminToken: null, adminUser: null });
  await loadLanguage("es");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the app in two languages", () => {
  it("draws a Spanish page's shell in Spanish, with its links to Spanish twins and the document in Spanish", () => {
    renderAt("/es/shop");
    const nav = within(screen.getByRole("navigation", { name: "Principal" }));
    expect(nav.getByRole("link", { name: "Tienda" }).getAttribute("href")).toBe("/es/shop");
    expect(nav.getByRole("link", { name: "Inicio" }).getAttribute("href")).toBe("/es/");
    expect(screen.getByRole("link", { name: "Saltar al contenido" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("es");
    // The admin area has no twin: its link stays as it is.
    expect(footer().getByRole("link", { name: "Administración" }).getAttribute("href")).toBe("/admin/login");
  });

  it("switches between twins from the footer, marks each language's name with its language, and remembers the choice", async () => {
    const router = renderAt("/shop?category=Maps");
    const spanish = footer().getByRole("link", { name: "Español" });
    expect(spanish.getAttribute("lang")).toBe("es");
    expect(spanish.getAttribute("href")).toBe("/es/shop?category=Maps");
    fireEvent.click(spanish);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/es/shop"));
    expect(router.state.location.search).toBe("?category=Maps");
    await vi.waitFor(() => expect(localStorage.getItem(LANG_KEY)).toBe("es"));
    expect(await screen.findByRole("navigation", { name: "Principal" })).toBeTruthy();
    const english = footer().getByRole("link", { name: "English" });
    expect(english.getAttribute("lang")).toBe("en");
    fireEvent.click(english);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/shop"));
    // The choice is remembered, and the document's language set, as the new page commits.
    await vi.waitFor(() => expect(localStorage.getItem(LANG_KEY)).toBe("en"));
    expect(document.documentElement.lang).toBe("en");
  });

  it("offers no switch on the admin area, which stays in English", () => {
    renderAt("/admin/login");
    expect(footer().queryByRole("link", { name: "Español" })).toBeNull();
  });
});

describe("the offer of the browser's language", () => {
  // The shell's notices (loaded after the page) carry the offer.
  const offerAt = (path: string) => renderAt(path);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it("tells a first visit whose browser prefers Spanish, once, in Spanish, with a link to the twin", async () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["es-MX", "en-US"] });
    const router = offerAt("/blog");
    const offer = await screen.findByText("Esta página está disponible en español");
    expect(offer.closest("[lang]")?.getAttribute("lang")).toBe("es");
    expect(localStorage.getItem(LANG_OFFERED_KEY)).not.toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Verla en español" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/es/blog"));
    cleanup();
    offerAt("/shop");
    await settle();
    expect(screen.queryByText("Esta página está disponible en español")).toBeNull();
  });

  it("says nothing to a browser that prefers English, or once a language was chosen", async () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["en-US", "es"] });
    offerAt("/blog");
    await settle();
    expect(screen.queryByText("Esta página está disponible en español")).toBeNull();
    cleanup();
    vi.stubGlobal("navigator", { ...navigator, languages: ["es"] });
    localStorage.setItem(LANG_KEY, "en");
    offerAt("/blog");
    await settle();
    expect(screen.queryByText("Esta página está disponible en español")).toBeNull();
  });
});
