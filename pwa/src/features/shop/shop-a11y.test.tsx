// @vitest-environment jsdom
import "fake-indexeddb/auto";
import axe from "axe-core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../lib/db";
import { useCart } from "../../stores/cart";
import { resetDevice, stubFetch } from "../../testing/device";
import CartPage from "../cart/cart-page";
import ShopPage from "./shop-page";
import { sampleBook } from "./test-books";

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body);
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

beforeEach(async () => {
  await resetDevice();
  stubFetch();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Shop and cart accessibility", () => {
  it("the shop has no serious or critical axe violations, with and without the Buy Now dialog", async () => {
    await db.books.bulkPut([sampleBook({ id: 1, bestseller: true, features: ["A", "B", "C", "D"] }), sampleBook({ id: 2, title: "Zion", available: false })]);
    render(<MemoryRouter><ShopPage /></MemoryRouter>);
    await screen.findByRole("heading", { name: "Zion" }, { timeout: 10_000 });
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(screen.getAllByRole("button", { name: "Buy Now" })[0]!);
    await screen.findByRole("dialog");
    expect(await seriousViolations()).toEqual([]);
  });

  it("the cart has no serious or critical axe violations", async () => {
    useCart.setState({ items: [{ id: 1, title: "Yellowstone Explorer", image: "/y.jpg", category: "Physical + Digital", pages: 48, price: 24.99, quantity: 1 }] });
    render(<MemoryRouter><CartPage /></MemoryRouter>);
    await screen.findByRole("heading", { name: "Order Summary" });
    expect(await seriousViolations()).toEqual([]);
  });
});
