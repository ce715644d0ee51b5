// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakeGeolocation, setPageVisible, southOf } from "../../../testing/hunts/fake-geolocation";
import { card, finds, hereButton, openHunt, toastTitle, useFieldDevice } from "../../../testing/hunts/field";
import { zionMap } from "../../../testing/hunts/park-map";
import { WEEPING_ROCK } from "../../../testing/hunts/places";
import { placedHunt } from "../../../testing/hunts/screens";

useFieldDevice();

describe("location on the hunt screen", () => {
  it("starts watching by itself when location is already allowed, with high accuracy and a short maximum age", async () => {
    const gps = installFakeGeolocation("granted");
    await openHunt();
    await waitFor(() => expect(gps.running()).toBe(1));
    const [, , options] = gps.geolocation.watchPosition.mock.calls[0]!;
    expect(options).toMatchObject({ enableHighAccuracy: true });
    expect(options?.maximumAge).toBeGreaterThan(0);
    expect(options?.maximumAge).toBeLessThanOrEqual(10_000);
    expect(screen.queryByRole("button", { name: "Use my location" })).toBeNull();
  });

  it("asks nothing on load when the browser would prompt, and asks on “Use my location”", async () => {
    const gps = installFakeGeolocation("prompt");
    await openHunt();
    const useLocation = await screen.findByRole("button", { name: "Use my location" });
    const here = (await hereButton("Weeping Rock")) as HTMLButtonElement;
    expect(here.disabled).toBe(true);
    expect(within(card("Weeping Rock")).getByText(/Use my location/)).toBeTruthy();
    expect(gps.geolocation.watchPosition).not.toHaveBeenCalled();
    expect(gps.geolocation.getCurrentPosition).not.toHaveBeenCalled();

    fireEvent.click(useLocation);
    expect(gps.geolocation.watchPosition).toHaveBeenCalledOnce();
    expect(within(card("Weeping Rock")).getByText("Waiting for your location")).toBeTruthy();
    gps.answer("granted");
    gps.moveTo(southOf(WEEPING_ROCK, 110), 10);
    expect(here.disabled).toBe(false);
  });

  it("stops watching while the screen is hidden and starts again when it is back", async () => {
    const gps = installFakeGeolocation("granted");
    await openHunt();
    await waitFor(() => expect(gps.running()).toBe(1));
    setPageVisible(false);
    expect(gps.geolocation.clearWatch).toHaveBeenCalledOnce();
    expect(gps.running()).toBe(0);
    setPageVisible(true);
    expect(gps.geolocation.watchPosition).toHaveBeenCalledTimes(2);
    expect(gps.running()).toBe(1);
  });

  it("shows how far and which way each placed item is, and the fix's accuracy; a compass turns the arrow", async () => {
    const gps = installFakeGeolocation("granted");
    await openHunt();
    await waitFor(() => expect(gps.running()).toBe(1));
    gps.moveTo(southOf(WEEPING_ROCK, 110), 10);
    expect(within(card("Weeping Rock")).getByText("360 ft north")).toBeTruthy();
    expect(within(card("Weeping Rock")).getByText("GPS ±33 ft")).toBeTruthy();
    expect(within(card("Court of the Patriarchs")).getByText(/mi south-west$/)).toBeTruthy();
    // No compass yet: the word says the way, and no arrow pretends to.
    expect(card("Weeping Rock").querySelector(".way-arrow")).toBeNull();

    act(() => void window.dispatchEvent(Object.assign(new Event("deviceorientation"), { webkitCompassHeading: 90, alpha: null })));
    const arrow = card("Weeping Rock").querySelector<HTMLElement>(".way-arrow");
    expect(arrow?.style.transform).toBe("rotate(-90deg)");
  });
});

describe("checking in with “I'm here”", () => {
  it("says how far is left when the family is not there yet", async () => {
    const gps = installFakeGeolocation("granted");
    await openHunt();
    await waitFor(() => expect(gps.running()).toBe(1));
    gps.moveTo(southOf(WEEPING_ROCK, 110), 10);
    fireEvent.click(await hereButton("Weeping Rock"));
    expect(within(card("Weeping Rock")).getByRole("status").textContent).toBe("Not there yet: 360 ft to go.");
    expect(finds()).toEqual([]);
  });

  it("finds the item within its radius plus the fix's accuracy, with the usual toast, and records a GPS find", async () => {
    const gps = installFakeGeolocation("granted");
    await openHunt();
    await waitFor(() => expect(gps.running()).toBe(1));
    // 45 m away with a 10 m fix: outside the 40 m radius, inside radius + accuracy.
    gps.moveTo(southOf(WEEPING_ROCK, 45), 10);
    fireEvent.click(await hereButton("Weeping Rock"));
    expect(toastTitle()).toBe("Item Found!");
    expect(await screen.findByText("The rock drips water that fell as rain a thousand years ago.")).toBeTruthy();
    const [find] = finds();
    expect(find).toMatchObject({ item_id: 11, method: "gps", distance_m: 45, accuracy_m: 10 });
    expect(Date.parse(find!.at)).not.toBeNaN();
  });

  it("finds nothing on a poor fix and says it is waiting for a better one", async () => {
    const gps = installFakeGeolocation("granted");
    await openHunt();
    await waitFor(() => expect(gps.running()).toBe(1));
    gps.moveTo(WEEPING_ROCK, 150);
    fireEvent.click(await hereButton("Weeping Rock"));
    expect(within(card("Weeping Rock")).getByRole("status").textContent).toBe("Waiting for a better GPS fix (±492 ft)");
    expect(finds()).toEqual([]);
  });
});


describe("the hunt's map", () => {
  const map = () => screen.findByRole("img", { name: "Map of Zion Canyon Quest" });

  it("is the park's own map, with its picture, when the hunt has one that fits", async () => {
    installFakeGeolocation("prompt");
    await openHunt(placedHunt({ map: zionMap() }));
    const svg = await map();
    expect(svg.classList.contains("park-map-svg")).toBe(true);
    expect(svg.querySelector("image")?.getAttribute("href")).toBe("/images/maps/zion-canyon.webp");
    expect([...svg.querySelectorAll(".map-item")].map((mark) => mark.getAttribute("data-n"))).toEqual(["1", "3"]);
    expect(screen.getByRole("button", { name: "Show everything" })).toBeTruthy();
  });

  it("is the hunt's own drawing when the hunt has no map, or a map whose points are not placed yet", async () => {
    installFakeGeolocation("prompt");
    await openHunt(placedHunt({ map: null }));
    expect((await map()).classList.contains("hunt-map-svg")).toBe(true);
    cleanup();
    await openHunt(placedHunt({ map: zionMap({ points: [], rms_m: null }) }));
    expect((await map()).classList.contains("hunt-map-svg")).toBe(true);
    expect(screen.queryByRole("button", { name: "Zoom in" })).toBeNull();
  });
});
