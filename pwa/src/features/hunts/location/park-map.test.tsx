// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { toPixel } from "#shared/rules/georeference";
import type { Lang } from "#shared/rules/languages";
import { loadLanguage } from "../../../lib/i18n/texts";
import { LangContext } from "../../../lib/i18n/use-lang";
import { seriousViolations } from "../../../testing/axe";
import { southOf } from "../../../testing/hunts/fake-geolocation";
import { zionMap, zionTransform } from "../../../testing/hunts/park-map";
import { COURT_VIEW, WEEPING_ROCK } from "../../../testing/hunts/places";
import type { MapItem } from "./map-marks";
import { ParkMap, type ParkMapProps } from "./park-map";
import { pixelsPerMetre } from "./park-map-view";

const ITEMS: MapItem[] = [
  { n: 1, name: "Weeping Rock", ...WEEPING_ROCK, found: true },
  { n: 3, name: "Court of the Patriarchs", ...COURT_VIEW, found: false },
];
const transform = zionTransform();

function renderMap(props: Partial<ParkMapProps> = {}, lang: Lang = "en") {
  const map = <ParkMap title="Zion Canyon Quest" map={zionMap()} items={ITEMS} family={null} fallback={<p>The hunt's own map</p>} {...props} />;
  render(<LangContext.Provider value={lang}>{map}</LangContext.Provider>);
  return document.querySelector<SVGSVGElement>("svg.park-map-svg")!;
}

const numbers = (text: string | null | undefined) => (text?.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);
const view = (svg: SVGSVGElement) => {
  const [x, y, scale] = numbers(svg.querySelector(".park-map-view")?.getAttribute("transform"));
  return { x: x!, y: y!, scale: scale! };
};
const itemAt = (svg: SVGSVGElement, n: number) => {
  const [x, y] = numbers(svg.querySelector(`.map-item[data-n="${n}"]`)?.getAttribute("transform"));
  return { x: x!, y: y! };
};
const caption = (svg: SVGSVGElement) => document.getElementById(svg.getAttribute("aria-describedby")!)?.textContent;
const button = (name: string) => screen.getByRole("button", { name });

beforeAll(() => loadLanguage("es"));
afterEach(cleanup);

describe("a hunt's park map", () => {
  it("draws the park's picture in its own pixels, and each item where the georeference puts it on the picture", () => {
    const svg = renderMap();
    expect(screen.getByRole("img", { name: "Map of Zion Canyon Quest" })).toBe(svg);
    const picture = svg.querySelector(".park-map-view image.park-map-picture")!;
    expect(["href", "x", "y", "width", "height"].map((name) => picture.getAttribute(name))).toEqual(["/images/maps/zion-canyon.webp", "0", "0", "1000", "2067"]);
    const { x, y, scale } = view(svg);
    for (const { n, lat, lng } of ITEMS) {
      const pixel = toPixel(transform, lat, lng);
      expect(itemAt(svg, n).x).toBeCloseTo(pixel.x * scale + x, 1);
      expect(itemAt(svg, n).y).toBeCloseTo(pixel.y * scale + y, 1);
    }
    // It starts on every item, inside the frame.
    const [, , width, height] = numbers(svg.getAttribute("viewBox"));
    for (const { n } of ITEMS) expect(itemAt(svg, n)).toSatisfy(({ x, y }: { x: number; y: number }) => x > 0 && x < width! && y > 0 && y < height!);
    const marks = [...svg.querySelectorAll(".map-item")].map((mark) => [mark.getAttribute("data-n"), mark.classList.contains("is-found"), mark.querySelector("title")?.textContent]);
    expect(marks).toEqual([["1", true, "1. Weeping Rock (found)"], ["3", false, "3. Court of the Patriarchs"]]);
    expect(svg.querySelectorAll(".map-item > circle:first-of-type")).toHaveLength(2);
  });

  it("zooms with its buttons about its middle, down to the whole picture, and shows everything again", () => {
    const svg = renderMap();
    const start = view(svg);
    fireEvent.click(button("Zoom in"));
    expect(view(svg).scale).toBeCloseTo(start.scale * 2);
    fireEvent.click(button("Zoom out"));
    expect(view(svg).scale).toBeCloseTo(start.scale);
    for (let i = 0; i < 6; i++) fireEvent.click(button("Zoom out"));
    expect(view(svg).scale).toBeCloseTo(400 / 2067);
    expect(button("Zoom out").getAttribute("aria-disabled")).toBe("true");
    expect(button("Zoom in").getAttribute("aria-disabled")).toBe("false");
    fireEvent.click(button("Show everything"));
    expect(view(svg)).toEqual(start);
  });

  it("pans with the arrow keys and a drag, zooms with + and -, and the items move with the picture", () => {
    const svg = renderMap();
    fireEvent.click(button("Zoom in"));
    const before = view(svg);
    const item = itemAt(svg, 1);
    svg.focus();
    expect(document.activeElement).toBe(svg);
    fireEvent.keyDown(svg, { key: "ArrowRight" });
    fireEvent.keyDown(svg, { key: "ArrowDown" });
    expect(view(svg)).toEqual({ ...before, x: before.x - 40, y: before.y - 40 });
    expect(itemAt(svg, 1).x).toBeCloseTo(item.x - 40, 1);
    fireEvent.pointerDown(svg, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(svg, { pointerId: 1, clientX: 110, clientY: 120 });
    fireEvent.pointerUp(svg, { pointerId: 1 });
    expect(view(svg)).toEqual({ ...before, x: before.x - 30, y: before.y - 20 });
    fireEvent.keyDown(svg, { key: "+" });
    expect(view(svg).scale).toBeCloseTo(before.scale * 2);
    fireEvent.keyDown(svg, { key: "-" });
    expect(view(svg).scale).toBeCloseTo(before.scale);
  });

  it("zooms about the fingers as they pinch apart, the spot between them following them", () => {
    const svg = renderMap();
    const before = view(svg);
    fireEvent.pointerDown(svg, { pointerId: 1, clientX: 100, clientY: 150 });
    fireEvent.pointerDown(svg, { pointerId: 2, clientX: 140, clientY: 150 });
    fireEvent.pointerMove(svg, { pointerId: 2, clientX: 180, clientY: 150 });
    // Apart from 40 to 80: twice as close, about the spot that was at (120, 150) and is now at (140, 150).
    const after = view(svg);
    expect(after.scale).toBeCloseTo(before.scale * 2);
    const spot = { x: (120 - before.x) / before.scale, y: (150 - before.y) / before.scale };
    expect(spot.x * after.scale + after.x).toBeCloseTo(140);
    expect(spot.y * after.scale + after.y).toBeCloseTo(150);
  });

  it("shows the family near the items with their accuracy in metres, and says whose map it is", () => {
    const near = { ...southOf(WEEPING_ROCK, 60), accuracyM: 100 };
    const svg = renderMap({ family: near });
    const ring = () => Number(svg.querySelector(".map-you .map-accuracy")?.getAttribute("r"));
    expect(ring()).toBeCloseTo(100 * pixelsPerMetre(transform) * view(svg).scale);
    // The ring is the ground's metres, so it grows with the zoom; the dots keep their size.
    fireEvent.click(button("Zoom in"));
    expect(ring()).toBeCloseTo(100 * pixelsPerMetre(transform) * view(svg).scale);
    expect(svg.querySelector(".map-you-dot")?.getAttribute("r")).toBe("6");
    expect(svg.querySelector(".map-item circle")?.getAttribute("r")).toBe("11");
    expect(svg.querySelector(".map-scale text")?.textContent).toMatch(/^[\d.]+ (ft|mi)$/);
    expect(caption(svg)).toBe(
      "Numbers match the list; found items are filled and ticked. The blue dot is you; its ring shows how sure the GPS is. Drag to move the map and pinch to zoom; with a keyboard, the arrow keys move it and + and − zoom. Map: Park Hunts",
    );
  });

  it("says when the family is off the picture or far away, and leaves out an empty credit", () => {
    const svg = renderMap({ family: { lat: 37.3, lng: -112.94, accuracyM: 10 }, map: zionMap({ credit: "" }) });
    expect(svg.querySelector(".map-you")).toBeNull();
    expect(caption(svg)).toContain("You are off the map, past its edge.");
    expect(caption(svg)).not.toContain("Map:");
    cleanup();
    expect(caption(renderMap({ family: { lat: 37.1, lng: -113.5, accuracyM: 10 } }))).toContain("more than 3 miles from the items.");
  });

  it("speaks Spanish on a Spanish page", () => {
    const svg = renderMap({}, "es");
    expect(svg.getAttribute("aria-label")).toBe("Mapa de Zion Canyon Quest");
    expect(["Acercar", "Alejar", "Ver todo"].map((name) => button(name).tagName)).toEqual(["BUTTON", "BUTTON", "BUTTON"]);
    expect(caption(svg)).toMatch(/Mapa: Park Hunts$/);
  });

  it("leaves the hunt's own map in place when its points cannot fit the picture", () => {
    renderMap({ map: zionMap({ points: zionMap().points.slice(0, 2) }) });
    expect(screen.getByText("The hunt's own map")).toBeTruthy();
    expect(document.querySelector(".park-map-svg")).toBeNull();
  });

  it("has no serious or critical axe violations", async () => {
    renderMap({ family: { ...southOf(WEEPING_ROCK, 60), accuracyM: 15 } });
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
