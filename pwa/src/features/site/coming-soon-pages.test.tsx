// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import MobileAppPage from "./mobile-app-page";
import PodcastPage from "./podcast-page";
import { stubFetch } from "../../testing/site-screens";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

/** Presses every button and checks nothing a user could notice happened. */
function pressingChangesNothing(names: string[]) {
  const fetch = stubFetch();
  const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
  const open = vi.spyOn(window, "open").mockImplementation(() => null);
  const before = document.body.innerHTML;
  for (const name of names) {
    const button = screen.getByRole("button", { name: `${name} Coming soon` });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
  }
  expect(document.body.innerHTML).toBe(before);
  expect(screen.getByRole("status", { name: "location" }).textContent).toBe("/start");
  expect(fetch).not.toHaveBeenCalled();
  expect(alert).not.toHaveBeenCalled();
  expect(open).not.toHaveBeenCalled();
}

function renderAt(page: React.JSX.Element) {
  render(
    <MemoryRouter initialEntries={["/start"]}>
      {page}
      <Where />
    </MemoryRouter>,
  );
}

describe("PodcastPage", () => {
  it("previews the first episode; its buttons are marked coming soon and do nothing", () => {
    renderAt(<PodcastPage />);
    expect(screen.getByRole("heading", { level: 1, name: "The Ranger Rosie Podcast" })).toBeTruthy();
    expect(screen.getByText("Coming Soon")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Old Faithful's Secret Plumbing" })).toBeTruthy();
    expect(screen.getByText(/Season 1 · Episode 1/)).toBeTruthy();
    pressingChangesNothing(["Play preview", "Listen on Spotify", "Listen on Apple Podcasts"]);
  });
});

describe("MobileAppPage", () => {
  it("offers downloads, Notify Me When Available and Watch Demo, none of which does anything yet", () => {
    renderAt(<MobileAppPage />);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByText("4.9")).toBeTruthy();
    expect(screen.getByText("25,000+")).toBeTruthy();
    pressingChangesNothing(["Download on the App Store", "Get it on Google Play", "Notify Me When Available", "Watch Demo"]);
    expect(screen.getByRole("link", { name: "Check your phone is ready for the trip" }).getAttribute("href")).toBe("/ready");
  });
});
