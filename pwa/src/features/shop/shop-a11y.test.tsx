// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { db } from "../../lib/database/db";
import { seriousViolations } from "../../testing/axe";
import ShopPage from "./shop-page";
import { sampleBook } from "../../testing/books";
import { freshDeviceEachTest } from "../../testing/fresh-device";

freshDeviceEachTest();

describe("Shop accessibility", () => {
  it("the shop has no serious or critical axe violations, with and without the Buy Now dialog", async () => {
    await db.books.bulkPut([sampleBook({ id: 1, bestseller: true, features: ["A", "B", "C", "D"] }), sampleBook({ id: 2, title: "Zion", available: false })]);
    render(<MemoryRouter><ShopPage /></MemoryRouter>);
    await screen.findByRole("heading", { name: "Zion" }, { timeout: 10_000 });
    expect(await seriousViolations(document.body, { contrast: true })).toEqual([]);

    fireEvent.click(screen.getAllByRole("button", { name: "Buy Now" })[0]!);
    await screen.findByRole("dialog");
    expect(await seriousViolations(document.body, { contrast: true })).toEqual([]);
  });
});
