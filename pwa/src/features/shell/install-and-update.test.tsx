// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAppUpdate } from "../../lib/installed-app/app-update";
import { db } from "../../lib/database/db";
import { InstallPrompt, isIosSafariBrowser } from "./install-prompt";
import { UpdateBanner } from "./update-banner";

beforeEach(async () => {
  await db.kv.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function installEvent() {
  const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & { prompt: () => Promise<void> };
  event.prompt = vi.fn(async () => undefined);
  return event;
}

describe("InstallPrompt", () => {
  // Runs first: the visitor's first tap is remembered for the rest of the page's life, as in the app.
  it("keeps the browser's install event, offers it once the visitor has tapped the page, and replays it from 'Install app'", async () => {
    render(<InstallPrompt />);
    const event = installEvent();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    // Nothing slides over a page nobody has touched yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("button", { name: "Install app" })).toBeNull();
    fireEvent.pointerDown(document.body);
    fireEvent.click(await screen.findByRole("button", { name: "Install app" }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Install app" })).toBeNull();
  });

  it("can be put away, and stays away", async () => {
    render(<InstallPrompt />);
    act(() => void window.dispatchEvent(installEvent()));
    fireEvent.click(await screen.findByRole("button", { name: "Not now" }));
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Install app" })).toBeNull());
  });

  it("recognises Safari on an iPhone that has not installed the app", () => {
    const nav = (userAgent: string, extra: object = {}) => ({ userAgent, platform: "iPhone", maxTouchPoints: 5, ...extra }) as unknown as Navigator;
    const safari = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
    expect(isIosSafariBrowser(nav(safari))).toBe(true);
    expect(isIosSafariBrowser(nav(safari, { standalone: true }))).toBe(false);
    expect(isIosSafariBrowser(nav(safari.replace("Version/17.0", "CriOS/120.0")))).toBe(false);
    expect(isIosSafariBrowser(nav("Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0", { platform: "Linux x86_64", maxTouchPoints: 0 }))).toBe(false);
  });
});

describe("UpdateBanner", () => {
  it("announces a waiting version and reloads only when asked", () => {
    const reload = vi.fn();
    render(<UpdateBanner />);
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();
    act(() => useAppUpdate.setState({ waiting: true, reload }));
    expect(screen.getByRole("status").textContent).toContain("New version available —");
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
