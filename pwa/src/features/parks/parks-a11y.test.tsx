// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../lib/database/db";
import { seriousViolations } from "../../testing/axe";
import { ParksDirectory } from "./parks-page";
import { atMap, park, sampleBook, samplePost } from "../../testing/parks-screens";
import { freshDeviceEachTest } from "../../testing/fresh-device";

beforeAll(() => import("./park-map"));
freshDeviceEachTest();

describe("Parks Directory accessibility", () => {
  it("has no serious or critical axe violations, with the map drawn and with a dialog open", async () => {
    await db.posts.put(samplePost({ id: 1 }));
    await db.books.put(sampleBook({ id: 1 }));
    // A few parks, the insets' two among them, keep axe quick; every card and dot is built the same way.
    const parks = ["yellowstone", "acadia", "denali", "haleakala", "american-samoa", "virgin-islands"].map(park);
    render(atMap(<ParksDirectory parks={parks} />));
    await screen.findByLabelText("Map of the parks shown", undefined, { timeout: 5000 });
    expect(await seriousViolations(document.body, { contrast: true })).toEqual([]);

    fireEvent.click(within(screen.getByRole("region", { name: "All Parks" })).getByRole("button", { name: "Yellowstone" }));
    await within(screen.getByRole("dialog")).findByRole("button", { name: "Add to Cart" });
    expect(await seriousViolations(document.body, { contrast: true })).toEqual([]);
  });
});
