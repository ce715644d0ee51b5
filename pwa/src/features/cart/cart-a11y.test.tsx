// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { useCart } from "../../stores/cart";
import { seriousViolations } from "../../testing/axe";
import CartPage from "./cart-page";
import { freshDeviceEachTest } from "../../testing/fresh-device";

freshDeviceEachTest();

describe("Cart accessibility", () => {
  it("the cart has no serious or critical axe violations", async () => {
    useCart.setState({ items: [{ id: 1, title: "Yellowstone Explorer", image: "/y.jpg", category: "Physical + Digital", pages: 48, price: 24.99, quantity: 1 }] });
    render(<MemoryRouter><CartPage /></MemoryRouter>);
    await screen.findByRole("heading", { name: "Order Summary" });
    expect(await seriousViolations(document.body, { contrast: true })).toEqual([]);
  });
});
