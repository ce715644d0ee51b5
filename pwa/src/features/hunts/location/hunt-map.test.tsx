// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { COURT_VIEW, WEEPING_ROCK } from "../../../testing/hunts/places";
import { southOf } from "../../../testing/hunts/fake-geolocation";
import { HuntMap } from "./hunt-map";
import type { MapItem } from "./map-marks";

const ITEMS: MapItem[] = [
  { n: 1, name: "Weeping Rock", ...WEEPING_ROCK, found: true },
  { n: 3, name: "Court of the Patriarchs", ...COURT_VIEW, found: false },
];
const map = () => screen.getByRole("img", { name: "Map of Zion Canyon Quest" });

afterEach(cleanup);

describe("the hunt's own map", () => {
  it("is named for the hunt and draws the placed items numbered as in the list, found ones marked", () => {
    render(<HuntMap title="Zion Canyon Quest" items={ITEMS} family={null} />);
    expect(map().tagName.toLowerCase()).toBe("svg");
    const points = [...map().querySelectorAll(".map-item")].map((point) => ({
      number: point.querySelector("text")?.textContent,
      title: point.querySelector("title")?.textContent,
      found: point.classList.contains("is-found"),
    }));
    expect(points).toEqual([
      { number: "1", title: "1. Weeping Rock (found)", found: true },
      { number: "3", title: "3. Court of the Patriarchs", found: false },
    ]);
    expect(map().querySelectorAll(".map-tick")).toHaveLength(1);
    // The items are about 1.7 miles apart, so the bar is a round length in miles.
    expect(map().querySelector(".map-scale text")?.textContent).toBe("0.5 mi");
    expect(map().querySelector(".map-you")).toBeNull();
    // Its text alternative says what the marks mean.
    expect(document.getElementById(map().getAttribute("aria-describedby")!)?.textContent).toBe("Numbers match the list; found items are filled and ticked.");
  });

  it("shows the family with the GPS's accuracy ring when they are near, in feet on a small hunt", () => {
    const near = southOf(WEEPING_ROCK, 60);
    render(<HuntMap title="Zion Canyon Quest" items={[ITEMS[0]!]} family={{ ...near, accuracyM: 15 }} />);
    const ring = map().querySelector<SVGCircleElement>(".map-you .map-accuracy");
    expect(ring).not.toBeNull();
    expect(map().querySelector(".map-scale text")?.textContent).toMatch(/^\d+ ft$/);
    expect(screen.getByText(/The blue dot is you/)).toBeTruthy();
  });

  it("leaves a family miles away off the map and says so", () => {
    const home = { lat: 37.1, lng: -113.5, accuracyM: 10 };
    render(<HuntMap title="Zion Canyon Quest" items={ITEMS} family={home} />);
    expect(map().querySelector(".map-you")).toBeNull();
    expect(screen.getByText(/You are off the map: more than 3 miles from the items\./)).toBeTruthy();
  });
});
