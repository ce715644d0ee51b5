// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import AboutPage from "./about-page";
import HomePage from "./home-page";
import MembershipPage from "./membership-page";
import MobileAppPage from "./mobile-app-page";
import PodcastPage from "./podcast-page";
import { seriousViolations } from "../../testing/site-screens";
import { freshDeviceEachTest } from "../../testing/fresh-device";

const PAGES: [string, ComponentType][] = [
  ["Home", HomePage],
  ["About", AboutPage],
  ["Membership", MembershipPage],
  ["Podcast", PodcastPage],
  ["Mobile app", MobileAppPage],
];

freshDeviceEachTest();
afterEach(() => vi.unstubAllEnvs());

/** Heading levels as they appear, so a skipped level (h2 straight to h4) shows up. */
function headingLevels(): number[] {
  return [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
}

describe("site pages are accessible", () => {
  it.each(PAGES)("%s: no serious or critical axe violations, one h1, headings in order", async (_name, Page) => {
    vi.stubEnv("VITE_NEWSLETTER_SCRIPT_URL", "https://forms.mail-provider.example/embed.js");
    const { container } = render(
      <MemoryRouter>
        <main>
          <Page />
        </main>
      </MemoryRouter>,
    );
    await screen.findAllByRole("heading", { level: 1 });

    expect(await seriousViolations(container)).toEqual([]);
    const levels = headingLevels();
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
    for (const img of container.querySelectorAll("img")) expect(img.hasAttribute("alt")).toBe(true);
  });
});
