import "fake-indexeddb/auto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { database } from "../../lib/database/db-loader";
import { useCart } from "../../stores/cart";
import { applyPromo, cartSummary } from "./cart-totals";

const book = (id: number, price: number, category = "Digital Download") => ({ id, title: `Book ${id}`, image: "", category, pages: 32, price });

beforeEach(() => {
  useCart.setState({ items: [], promoCode: null, discountCents: 0 });
});

// The cart keeps itself in the device database, whose code loads after a change: the file ends once it
// has, so no import is left running after the test environment is gone.
afterAll(() => database());

describe("cart totals", () => {
  it("totals with 8% tax, shipping only for Physical items, and SAVE10 fixed when applied", () => {
    useCart.getState().add(book(1, 20));
    expect(applyPromo("nope")).toBe(false);
    expect(applyPromo("save10")).toBe(true);
    useCart.getState().add(book(2, 30, "Physical + Digital"));
    expect(cartSummary(useCart.getState())).toEqual({ subtotalCents: 5000, discountCents: 200, taxCents: 400, shippingCents: 599, totalCents: 5799 });
  });
});
