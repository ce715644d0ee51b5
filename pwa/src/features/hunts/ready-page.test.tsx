// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../lib/database/db";
import { HUNT_DOWNLOADS_CACHE } from "../../lib/installed-app/cache-names";
import { loadLanguage } from "../../lib/i18n/texts";
import { LangContext } from "../../lib/i18n/use-lang";
import { newMutation } from "../../sync/outbox";
import { installFakeGeolocation } from "../../testing/hunts/fake-geolocation";
import ReadyPage from "./ready-page";
import { offline, resetDevice, sampleHunt, stubCaches } from "../../testing/hunts/screens";
import { zionMap } from "../../testing/hunts/park-map";

const MB = 1024 * 1024;
const item = (title: string) => screen.getByRole("heading", { name: new RegExp(title) }).closest("li")!;

beforeEach(async () => {
  await resetDevice();
  offline();
  stubCaches();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ReadyPage", () => {
  it("lists what is missing in plain words, with the fix at hand", async () => {
    let persisted = false;
    const persist = vi.fn(async () => (persisted = true));
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), {
      storage: { persisted: async () => persisted, persist, estimate: async () => ({ usage: 12.5 * MB, quota: 1000 * MB }) },
    }));
    await db.hunts.bulkPut([{ ...sampleHunt({ id: 1, title: "Saved Hunt", thumbnail_image: "" }), downloadedAt: 1 }, sampleHunt({ id: 2, title: "Missing Hunt" })]);
    await db.outbox.add(newMutation("analytics.view", { page: "/" }, null));

    render(<MemoryRouter><ReadyPage /></MemoryRouter>);
    await screen.findByRole("heading", { name: /Missing Hunt/ });

    expect(await within(item("Saved Hunt")).findByText(/You can play it with no signal/)).toBeTruthy();
    expect(await within(item("Missing Hunt")).findByRole("button", { name: "Download Missing Hunt" })).toBeTruthy();
    expect(await screen.findByText("12.5 MB used, 987.5 MB free.")).toBeTruthy();
    expect(screen.getByText(/1 item is waiting to sync/)).toBeTruthy();
    expect(within(item("The app is installed")).getByText(/Add to Home Screen/)).toBeTruthy();

    fireEvent.click(await screen.findByRole("button", { name: "Keep my downloads" }));
    expect(await screen.findByText(/promised not to delete/)).toBeTruthy();
    expect(persist).toHaveBeenCalledOnce();
  });
});

describe("ReadyPage hunt sizes", () => {
  const KB = 1024;
  const picture = (bytes: number) => new Response(new Uint8Array(bytes), { headers: { "content-type": "image/webp" } });

  beforeAll(() => loadLanguage("es"));
  beforeEach(async () => {
    await db.hunts.bulkPut([
      { ...sampleHunt({ id: 1, title: "Map Hunt", map: zionMap() }), downloadedAt: 1 },
      { ...sampleHunt({ id: 2, title: "Plain Hunt", thumbnail_image: "/uploads/plain.jpg" }), downloadedAt: 1 },
    ]);
    const saved = await caches.open(HUNT_DOWNLOADS_CACHE);
    await saved.put("http://localhost:3000/uploads/zion.jpg", picture(400 * KB));
    await saved.put("http://localhost:3000/images/maps/zion-canyon.webp", picture(2048 * KB));
    await saved.put("http://localhost:3000/uploads/plain.jpg", picture(340 * KB));
  });

  it("says how much room each saved hunt takes, its map included", async () => {
    render(<MemoryRouter><ReadyPage /></MemoryRouter>);
    await screen.findByRole("heading", { name: /Plain Hunt/ });
    expect(await within(item("Map Hunt")).findByText("Saved on this device with all its pictures and its map (2.4 MB). You can play it with no signal.")).toBeTruthy();
    // 340 KB of picture and the hunt's own few kilobytes.
    expect(await within(item("Plain Hunt")).findByText(/^Saved on this device with all its pictures \(34\d KB\)\. You can play it with no signal\.$/)).toBeTruthy();
  });

  it("says it in Spanish on a Spanish page (US Spanish writes a decimal point)", async () => {
    render(<LangContext.Provider value="es"><MemoryRouter><ReadyPage /></MemoryRouter></LangContext.Provider>);
    await screen.findByRole("heading", { name: /Plain Hunt/ });
    expect(await within(item("Map Hunt")).findByText("Guardada en este dispositivo con todas sus imágenes y su mapa (2.4 MB). Puedes jugarla sin señal.")).toBeTruthy();
  });
});

describe("ReadyPage location line", () => {
  const renderPage = () => render(<MemoryRouter><ReadyPage /></MemoryRouter>);
  const allowed = async () => (await screen.findByRole("heading", { name: /^Ready:\s*Location: allowed$/ })).closest("li")!;

  it("says location is allowed when it is", async () => {
    installFakeGeolocation("granted");
    renderPage();
    expect((await allowed()).className).toContain("check-ok");
  });

  it("asks for location only from a tap, so check-ins work in the park", async () => {
    const gps = installFakeGeolocation("prompt");
    renderPage();
    expect(await screen.findByText("Location is not allowed yet: allow it now so check-ins work in the park.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: /^To do:\s*Location$/ }).closest("li")?.className).toContain("check-todo");
    expect(gps.geolocation.getCurrentPosition).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Allow location" }));
    expect(gps.geolocation.getCurrentPosition).toHaveBeenCalledOnce();
    gps.answer("granted");
    expect((await allowed()).className).toContain("check-ok");
  });

  it("says what to do when location was refused", async () => {
    const gps = installFakeGeolocation("prompt");
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Allow location" }));
    gps.answer("denied");
    expect(await screen.findByText(/Location is blocked for this site/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Allow location" })).toBeNull();
  });
});
