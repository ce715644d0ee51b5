// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REFRESH_MIN_MS } from "../../lib/api/background-refresh";
import { db } from "../../lib/database/db";
import { useAuth } from "../../stores/auth";
import { offline, resetDevice, stubFetch } from "../../testing/device";
import { Layout } from "./layout";
import { PUBLIC_SETTINGS_KV_KEY } from "../site-settings/public-settings";
import { adminUser } from "../../testing/accounts";

const grace = adminUser(2, "Grace", "grace@example.com");
const saved = { site_name: "Junior Rangers", site_description: "Hunts for little explorers.", newsletter_enabled: true, maintenance_mode: true };

let clock = Date.UTC(2026, 0, 1);

function renderAt(path: string) {
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: "*", element: <h1>Page</h1> }] }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

const brand = () => within(screen.getByRole("banner")).getAllByRole("link")[0]!;
/** The first render opens the device database and loads the shell's lazy parts, slow on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeEach(async () => {
  await resetDevice();
  // Past the background-refresh throttle, so each test's page asks the server afresh.
  vi.useFakeTimers({ toFake: ["Date"] });
  clock += 2 * REFRESH_MIN_MS;
  vi.setSystemTime(clock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.title = "";
});

describe("public site settings", () => {
  it("offline, shows the saved site name in the header and the maintenance banner on every page", async () => {
    await db.kv.put({ key: PUBLIC_SETTINGS_KV_KEY, value: saved });
    offline();
    renderAt("/shop");
    await waitFor(() => expect(brand().textContent).toBe("Junior Rangers"), SLOW);
    const banner = await screen.findByRole("complementary", { name: "Maintenance notice" }, SLOW);
    expect(banner.textContent).toContain("We're doing some maintenance.");
    cleanup();

    renderAt("/blog/3");
    expect(await screen.findByRole("complementary", { name: "Maintenance notice" }, SLOW)).toBeTruthy();
  });

  it("shows no banner when maintenance mode is off, and the default name before anything was saved", async () => {
    offline();
    renderAt("/");
    expect(brand().textContent).toBe("Park Hunts");
    await db.kv.put({ key: PUBLIC_SETTINGS_KV_KEY, value: { ...saved, maintenance_mode: false } });
    await waitFor(() => expect(brand().textContent).toBe("Junior Rangers"), SLOW);
    expect(screen.queryByRole("complementary", { name: "Maintenance notice" })).toBeNull();
  });

  it("picks up the admin's change from the server and keeps it for offline", async () => {
    await db.kv.put({ key: PUBLIC_SETTINGS_KV_KEY, value: { ...saved, maintenance_mode: false } });
    const fetch = stubFetch((url) =>
      url.pathname === "/api/settings/public" ? Response.json({ ...saved, site_name: "Trail Kids", maintenance_mode: true }) : undefined,
    );
    renderAt("/");
    expect(await screen.findByRole("complementary", { name: "Maintenance notice" }, SLOW)).toBeTruthy();
    // The banner and the header each watch the saved settings; on a busy machine one may redraw first.
    await waitFor(() => expect(brand().textContent).toBe("Trail Kids"), SLOW);
    expect(fetch.mock.calls.some(([input]) => String(input) === "/api/settings/public")).toBe(true);
    expect(await db.kv.get(PUBLIC_SETTINGS_KV_KEY)).toMatchObject({ value: { site_name: "Trail Kids", maintenance_mode: true } });
  });

  it("keeps a copy saved before the newsletter switch existed instead of falling back to the defaults", async () => {
    await db.kv.put({ key: PUBLIC_SETTINGS_KV_KEY, value: { site_name: "Junior Rangers", site_description: "", maintenance_mode: true } });
    offline();
    renderAt("/");
    await waitFor(() => expect(brand().textContent).toBe("Junior Rangers"), SLOW);
    expect(await screen.findByRole("complementary", { name: "Maintenance notice" }, SLOW)).toBeTruthy();
  });

  it("tells an admin that visitors see the notice, with the way to Settings, and lets them use the site", async () => {
    await db.kv.put({ key: PUBLIC_SETTINGS_KV_KEY, value: saved });
    useAuth.setState({ user: grace, token: "t", loading: false });
    offline();
    renderAt("/admin/dashboard");
    const banner = await screen.findByRole("complementary", { name: "Maintenance notice" }, SLOW);
    expect(banner.textContent).toContain("Maintenance mode is on: visitors see a maintenance notice.");
    expect(within(banner).getByRole("link", { name: "Change it in Settings" }).getAttribute("href")).toBe("/admin/settings");
    expect(banner.textContent).not.toContain("We're doing some maintenance.");
    expect(screen.getByRole("heading", { name: "Page" })).toBeTruthy();
  });
});
