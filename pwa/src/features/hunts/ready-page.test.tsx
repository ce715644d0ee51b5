// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../lib/database/db";
import { newMutation } from "../../sync/outbox";
import { installFakeGeolocation } from "../../testing/hunts/fake-geolocation";
import ReadyPage from "./ready-page";
import { offline, resetDevice, sampleHunt, stubCaches } from "../../testing/hunts/screens";

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
