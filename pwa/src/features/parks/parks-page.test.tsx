// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { PARKS } from "./park-directory";
import { db } from "../../lib/database/db";
import ParksPage, { ParksDirectory } from "./parks-page";
import { atMap, park, sampleBook, samplePost } from "../../testing/parks-screens";
import { freshDeviceEachTest } from "../../testing/fresh-device";

const chip = (name: string) => within(screen.getByRole("group", { name: "Filter parks by region" })).getByRole("button", { name });
const parkList = () => screen.getByRole("region", { name: /Parks$/ });
const cardNames = () => within(parkList()).queryAllByRole("button").map((b) => b.textContent);
const count = () => screen.getByRole("status").textContent;
/** Waits for the lazily loaded map, so no test ends while it is still arriving. */
const mapLoaded = () => screen.findByLabelText("Map of the parks shown", undefined, { timeout: 5000 });

// The map's chunk (d3-geo and the state outlines) is loaded once up front so each screen's lazy map resolves quickly.
beforeAll(() => import("./park-map"));
freshDeviceEachTest();

describe("Parks Directory", () => {
  it("lists every park, and a region chip narrows the cards and the count", async () => {
    render(atMap(<ParksPage />));
    expect(screen.getByRole("heading", { level: 1, name: "Parks Directory" })).toBeTruthy();
    expect(count()).toBe("Showing 64 parks");
    expect(cardNames()).toHaveLength(64);
    expect(chip("All").getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(chip("Alaska"));
    expect(chip("Alaska").getAttribute("aria-pressed")).toBe("true");
    expect(chip("All").getAttribute("aria-pressed")).toBe("false");
    expect(count()).toBe("Showing 8 parks");
    expect(cardNames()).toEqual(PARKS.filter((p) => p.region === "Alaska").map((p) => p.name));
    const denali = screen.getByRole("button", { name: "Denali" }).closest("li")!;
    expect(within(denali).getByText("Alaska", { selector: "p" })).toBeTruthy();
    expect(within(denali).getByText("Alaska", { selector: ".badge" })).toBeTruthy();

    fireEvent.click(chip("All"));
    expect(count()).toBe("Showing 64 parks");
    await mapLoaded();
  });

  it("opens on the region named in the address", async () => {
    render(atMap(<ParksPage />, "/map?region=Caribbean"));
    expect(chip("Caribbean").getAttribute("aria-pressed")).toBe("true");
    expect(count()).toBe("Showing 1 park");
    expect(cardNames()).toEqual(["Virgin Islands"]);
    await mapLoaded();
    expect(screen.getByRole("button", { name: "Virgin Islands, U.S. Virgin Islands" })).toBeTruthy();
  });

  it("says 'No Parks Found' when the region has none", async () => {
    render(atMap(<ParksDirectory parks={[park("yellowstone"), park("zion")]} />));
    expect(count()).toBe("Showing 2 parks");
    expect(screen.queryByText("No Parks Found")).toBeNull();

    fireEvent.click(chip("Caribbean"));
    expect(count()).toBe("Showing 0 parks");
    expect(screen.getByRole("heading", { name: "No Parks Found" })).toBeTruthy();
    expect(screen.getByText("Try selecting a different region to see more parks.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
    await mapLoaded();
  });

  it("a card opens the park's dialog; Escape closes it and focus returns to the card", async () => {
    render(atMap(<ParksPage />));
    const card = screen.getByRole("button", { name: "Zion" });
    card.focus();
    fireEvent.click(card);
    const dialog = screen.getByRole("dialog", { name: "Zion" });
    expect(within(dialog).getByText(/Utah · West/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close" }));

    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(card);
    await mapLoaded();
  });

  it("a link in the dialog closes it and leads to the post", async () => {
    await db.posts.put(samplePost({ id: 1, title: "Old Faithful and Friends" }));
    await db.books.put(sampleBook({ id: 1 }));
    render(atMap(<ParksPage />));
    fireEvent.click(screen.getByRole("button", { name: "Yellowstone" }));
    const dialog = screen.getByRole("dialog", { name: "Yellowstone" });
    fireEvent.click(await within(dialog).findByRole("link", { name: "Old Faithful and Friends" }));
    expect(await screen.findByText("Now at /blog/1")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
