// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PARKS } from "./park-directory";
import { MAP_HEIGHT, MAP_WIDTH, mapShapes, placeParks } from "./map-geometry";
import ParkMap from "./park-map";
import ParksPage from "./parks-page";
import { atMap, park } from "../../testing/parks-screens";
import { freshDeviceEachTest } from "../../testing/fresh-device";

const map = () => screen.getByRole("group", { name: "Map of the parks shown" });
const dots = () => within(map()).getAllByRole("button");
/** Waits for the lazily loaded map (a label lookup stays cheap next to 128 named buttons). */
const mapLoaded = () => screen.findByLabelText("Map of the parks shown", undefined, { timeout: 5000 });

beforeAll(() => import("./park-map"));
freshDeviceEachTest();

describe("parks map geometry", () => {
  it("places every park inside the map, the territories inside their labelled insets", () => {
    const { placed, unplaced } = placeParks(PARKS);
    expect(unplaced).toEqual([]);
    expect(placed).toHaveLength(64);
    for (const { x, y } of placed) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    const insets = new Map(mapShapes().insets.map((inset) => [inset.label, inset]));
    for (const [id, label] of [["american-samoa", "American Samoa"], ["virgin-islands", "U.S. Virgin Islands"]] as const) {
      const point = placed.find((p) => p.park.id === id)!;
      const inset = insets.get(label)!;
      expect(point.x).toBeGreaterThan(inset.x);
      expect(point.x).toBeLessThan(inset.x + inset.width);
      expect(point.y).toBeGreaterThan(inset.y);
      expect(point.y).toBeLessThan(inset.y + inset.height);
    }
    // East stays east, north stays north.
    const at = (id: string) => placed.find((p) => p.park.id === id)!;
    expect(at("acadia").x).toBeGreaterThan(at("yellowstone").x);
    expect(at("glacier").y).toBeLessThan(at("big-bend").y);
  });
});

describe("ParkMap", () => {
  it("draws one named, focusable dot per park and opens a park by click, Enter or Space", () => {
    const onOpen = vi.fn();
    render(<ParkMap parks={PARKS} onOpen={onOpen} />);
    expect(dots()).toHaveLength(64);
    const samoa = screen.getByRole("button", { name: "American Samoa, American Samoa" });
    expect(samoa.getAttribute("tabindex")).toBe("0");
    expect(map().getAttribute("viewBox")).toBe(`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`);

    fireEvent.click(samoa);
    fireEvent.keyDown(screen.getByRole("button", { name: "Denali, Alaska" }), { key: "Enter" });
    fireEvent.keyDown(screen.getByRole("button", { name: "Zion, Utah" }), { key: " " });
    fireEvent.keyDown(screen.getByRole("button", { name: "Zion, Utah" }), { key: "a" });
    expect(onOpen.mock.calls.map(([p]) => p.id)).toEqual(["american-samoa", "denali", "zion"]);
  });

  it("follows the region chips and a dot opens the park's dialog", async () => {
    render(atMap(<ParksPage />));
    await mapLoaded();
    expect(dots()).toHaveLength(64);

    fireEvent.click(within(screen.getByRole("group", { name: "Filter parks by region" })).getByRole("button", { name: "South" }));
    const south = PARKS.filter((p) => p.region === "South");
    expect(dots().map((d) => d.getAttribute("aria-label"))).toEqual(south.map((p) => `${p.name}, ${p.state}`));

    fireEvent.click(within(map()).getByRole("button", { name: "Everglades, Florida" }));
    const dialog = screen.getByRole("dialog", { name: "Everglades" });
    expect(within(dialog).getByText(`${park("everglades").state} · South`)).toBeTruthy();
    await within(dialog).findByText("Content Coming Soon!");
  });
});
