// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { db } from "../../../lib/database/db";
import { seriousViolations } from "../../../testing/axe";
import { installFakeGeolocation, setPageVisible, southOf } from "../../../testing/hunts/fake-geolocation";
import { card, finds, hereButton, openHunt, toastTitle, useFieldDevice } from "../../../testing/hunts/field";
import { COURT_VIEW, WEEPING_ROCK } from "../../../testing/hunts/places";
import { POOR_FIX_WAIT_MS } from "./use-family-location";

useFieldDevice();

describe("when GPS fails", () => {
  it("takes the sign's word instead when location is refused, and a tap for a placed item with no sign", async () => {
    const gps = installFakeGeolocation("prompt");
    await openHunt();
    fireEvent.click(await screen.findByRole("button", { name: "Use my location" }));
    gps.answer("denied");

    const rock = card("Weeping Rock");
    expect(within(rock).queryByRole("button", { name: /^I'm here/ })).toBeNull();
    fireEvent.change(within(rock).getByLabelText("Word on the sign"), { target: { value: "maiden fern" } });
    fireEvent.click(within(rock).getByRole("button", { name: /^Check word/ }));
    await waitFor(() => expect(within(rock).getByRole("alert").textContent).toBe("That's not the word on the sign. Look again!"));
    expect(finds()).toEqual([]);

    fireEvent.change(within(rock).getByLabelText("Word on the sign"), { target: { value: "  MAIDENHAIR   fern " } });
    fireEvent.click(within(rock).getByRole("button", { name: /^Check word/ }));
    await waitFor(() => expect(finds()).toMatchObject([{ item_id: 11, method: "word" }]));
    expect(toastTitle()).toBe("Item Found!");

    fireEvent.click(within(card("Court of the Patriarchs")).getByRole("button", { name: "Found it! Court of the Patriarchs" }));
    expect(finds()[1]).toMatchObject({ item_id: 14, method: "tap" });
    expect(finds()[1]).not.toHaveProperty("distance_m");
  });

  it("offers the word and the tap too after 20 s without a good fix, or an error", async () => {
    const gps = installFakeGeolocation("granted");
    await openHunt();
    await waitFor(() => expect(gps.running()).toBe(1));
    await hereButton("Weeping Rock");
    expect(screen.queryByLabelText("Word on the sign", { selector: "#sign-word-11" })).toBeNull();

    // The wait for a good fix starts with the watch: restart it under a fake clock.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    setPageVisible(false);
    setPageVisible(true);
    gps.moveTo(WEEPING_ROCK, 150);
    act(() => void vi.advanceTimersByTime(POOR_FIX_WAIT_MS));
    vi.useRealTimers();
    expect(POOR_FIX_WAIT_MS).toBe(20_000);
    expect(within(card("Weeping Rock")).getByLabelText("Word on the sign")).toBeTruthy();
    expect(within(card("Weeping Rock")).getByRole("button", { name: /^I'm here/ })).toBeTruthy();
    expect(within(card("Court of the Patriarchs")).getByRole("button", { name: /^Found it!/ })).toBeTruthy();

    gps.moveTo(WEEPING_ROCK, 8);
    expect(within(card("Weeping Rock")).queryByLabelText("Word on the sign")).toBeNull();
    gps.fail();
    expect(within(card("Weeping Rock")).getByLabelText("Word on the sign")).toBeTruthy();
  });
});

describe("finishing a hunt played in the field", () => {
  it("stops watching once everything is found, and the completion says how each item was found", async () => {
    const gps = installFakeGeolocation("granted");
    await openHunt();
    await waitFor(() => expect(gps.running()).toBe(1));

    gps.moveTo(southOf(WEEPING_ROCK, 12), 6);
    fireEvent.click(await hereButton("Weeping Rock"));
    const pools = card("Emerald Pools");
    fireEvent.change(within(pools).getByLabelText("Word on the sign"), { target: { value: "Algae" } });
    fireEvent.click(within(pools).getByRole("button", { name: /^Check word/ }));
    await waitFor(() => expect(finds()).toHaveLength(2));
    gps.moveTo(COURT_VIEW, 20);
    fireEvent.click(await hereButton("Court of the Patriarchs"));
    expect(gps.running()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Found it! Checkerboard Mesa" }));

    expect(await screen.findByRole("heading", { name: "Quiz time!" })).toBeTruthy();
    expect(gps.running()).toBe(0);
    expect(screen.queryByRole("button", { name: /^I'm here/ })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Old rain" }));
    fireEvent.click(screen.getByRole("radio", { name: "East entrance" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit Quiz" }));
    expect(await screen.findByRole("img", { name: "Zion Canyon Quest Explorer Badge" })).toBeTruthy();

    const [completion] = (await db.outbox.toArray()).filter((row) => row.kind === "hunt.complete");
    const payload = completion?.payload as { score: number; finds: { item_id: number; method: string; at: string }[] };
    expect(payload.score).toBe(50);
    expect(payload.finds).toMatchObject([
      { item_id: 11, method: "gps", distance_m: 12, accuracy_m: 6 },
      { item_id: 13, method: "word" },
      { item_id: 14, method: "gps", distance_m: 0, accuracy_m: 20 },
      { item_id: 12, method: "tap" },
    ]);
    for (const find of payload.finds) expect(new Date(find.at).toISOString()).toBe(find.at);
  });

  it("has no serious accessibility problems with location on", async () => {
    const gps = installFakeGeolocation("granted");
    const { container } = await openHunt();
    await waitFor(() => expect(gps.running()).toBe(1));
    gps.moveTo(southOf(WEEPING_ROCK, 110), 10);
    fireEvent.click(await hereButton("Weeping Rock"));
    await screen.findByRole("img", { name: "Map of Zion Canyon Quest" });
    expect(await seriousViolations(container)).toEqual([]);
  });
});
