// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { readKv } from "../../lib/database/kv";
import { useCart, type CartItem } from "../../stores/cart";
import { useToasts } from "../../stores/toasts";
import { stubFetch } from "../../testing/device";
import CartPage from "./cart-page";
import { applyPromo } from "./cart-totals";
import { cartTexts } from "./cart-texts";

const NEEDS_CONNECTION = cartTexts.en.needsConnection();
import { pageNavigation } from "../../lib/payments/page-navigation";
import { freshDeviceEachTest } from "../../testing/fresh-device";

const PRINTED: CartItem = { id: 1, title: "Yellowstone Explorer", image: "/y.jpg", category: "Physical + Digital", pages: 48, price: 24.99, quantity: 1 };
const DIGITAL: CartItem = { id: 2, title: "Zion Adventure", image: "/z.jpg", category: "Digital Download", pages: 32, price: 17.99, quantity: 2 };
const APPROVAL_URL = "http://localhost/api/payments/sandbox/SBX-9";

const toast = () => useToasts.getState().toast;
const row = (title: string) => within(screen.getByRole("heading", { name: title }).closest("li")!);
const summary = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const quantity = (title: string) => row(title).getByLabelText(`Quantity of ${title}`) as HTMLInputElement;

function renderCart(items: CartItem[]) {
  useCart.setState({ items });
  render(
    <MemoryRouter>
      <CartPage />
    </MemoryRouter>,
  );
}

freshDeviceEachTest();

describe("CartPage", () => {
  it("offers a way to the shop when the cart is empty", async () => {
    renderCart([]);
    expect(await screen.findByText(/Your cart is empty/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse Books" }).getAttribute("href")).toBe("/shop");
  });

  it("keeps quantities at 1 or more: below 1 is ignored, non-numeric becomes 1", async () => {
    renderCart([{ ...PRINTED, quantity: 2 }]);
    await screen.findByRole("heading", { name: PRINTED.title });
    fireEvent.click(row(PRINTED.title).getByRole("button", { name: `Increase quantity of ${PRINTED.title}` }));
    expect(quantity(PRINTED.title).value).toBe("3");
    fireEvent.change(quantity(PRINTED.title), { target: { value: "0" } });
    expect(quantity(PRINTED.title).value).toBe("3");
    fireEvent.change(quantity(PRINTED.title), { target: { value: "-4" } });
    expect(useCart.getState().items[0]?.quantity).toBe(3);
    fireEvent.change(quantity(PRINTED.title), { target: { value: "abc" } });
    expect(quantity(PRINTED.title).value).toBe("1");
    expect(row(PRINTED.title).getByRole("button", { name: `Decrease quantity of ${PRINTED.title}` }).hasAttribute("disabled")).toBe(true);
    fireEvent.change(quantity(PRINTED.title), { target: { value: "5" } });
    expect(useCart.getState().items[0]?.quantity).toBe(5);
    expect(row(PRINTED.title).getByText("$124.95")).toBeTruthy();
  });

  it("removes an item with the 'Item removed' toast", async () => {
    renderCart([PRINTED, DIGITAL]);
    await screen.findByRole("heading", { name: PRINTED.title });
    fireEvent.click(screen.getByRole("button", { name: `Remove ${PRINTED.title}` }));
    expect(screen.queryByRole("heading", { name: PRINTED.title })).toBeNull();
    expect(toast()).toMatchObject({ title: cartTexts.en.itemRemoved(), durationMs: 3000 });
    fireEvent.click(screen.getByRole("button", { name: `Remove ${DIGITAL.title}` }));
    expect(screen.getByRole("link", { name: "Browse Books" })).toBeTruthy();
  });

  it("adds tax, and shipping only when a Physical item is in the cart", async () => {
    renderCart([PRINTED, DIGITAL]);
    await screen.findByRole("heading", { name: "Order Summary" });
    expect(summary("Subtotal")).toBe("$60.97");
    expect(summary("Tax (8%)")).toBe("$4.88");
    expect(summary("Shipping")).toBe("$5.99");
    expect(summary("Total")).toBe("$71.84");

    fireEvent.click(screen.getByRole("button", { name: `Remove ${PRINTED.title}` }));
    expect(summary("Subtotal")).toBe("$35.98");
    expect(summary("Tax (8%)")).toBe("$2.88");
    expect(summary("Shipping")).toBe("$0.00");
    expect(summary("Total")).toBe("$38.86");
  });

  it("refuses an unknown promo code and fixes SAVE10's discount when applied", async () => {
    renderCart([DIGITAL]);
    const code = await screen.findByLabelText("Promo code");
    fireEvent.change(code, { target: { value: "FREEBOOKS" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(toast()).toMatchObject({ title: "Invalid promo code", description: cartTexts.en.invalidPromoText(), variant: "destructive" });
    expect(screen.queryByText(/^Discount/)).toBeNull();

    fireEvent.change(code, { target: { value: "save10" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(summary("Discount (SAVE10)")).toBe("−$3.60");
    expect(summary("Total")).toBe("$35.26");

    // Computed once: more books do not grow the discount.
    fireEvent.click(row(DIGITAL.title).getByRole("button", { name: `Increase quantity of ${DIGITAL.title}` }));
    expect(summary("Subtotal")).toBe("$53.97");
    expect(summary("Discount (SAVE10)")).toBe("−$3.60");
    expect(summary("Total")).toBe("$54.69");
  });
});

describe("Cart checkout", () => {
  it("creates one order for the whole cart and leaves for the approval page", async () => {
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    const fetch = stubFetch((url) =>
      url.pathname === "/api/payments/paypal/create-order"
        ? Response.json({ order_id: "ord-cart", approval_url: APPROVAL_URL, amount: 65.71 }, { status: 201 })
        : undefined,
    );
    renderCart([PRINTED, DIGITAL]);
    applyPromo("SAVE10");
    fireEvent.click(await screen.findByRole("button", { name: "Proceed to Checkout" }));
    expect(screen.getByRole("button", { name: "Processing..." }).hasAttribute("disabled")).toBe(true);

    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVAL_URL), { timeout: 10_000 });
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      items: [
        { book_id: 1, quantity: 1 },
        { book_id: 2, quantity: 2 },
      ],
      promo_code: "SAVE10",
      origin_url: window.location.origin,
      lang: "en",
    });
    expect((init?.headers as Record<string, string>)["Idempotency-Key"]).toBeTruthy();
    // The return page empties the cart only for this order.
    expect(await readKv("checkout_cart_order")).toBe("ord-cart");
    expect(useCart.getState().items).toHaveLength(2);
  });

  it("says plainly that checkout needs a connection, and keeps the cart", async () => {
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    renderCart([PRINTED]);
    fireEvent.click(await screen.findByRole("button", { name: "Proceed to Checkout" }));
    expect((await screen.findByRole("alert")).textContent).toContain(NEEDS_CONNECTION);
    expect(screen.getByRole("button", { name: "Proceed to Checkout" }).hasAttribute("disabled")).toBe(false);
    expect(useCart.getState().items).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it("warns before checkout when the browser reports no connection", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderCart([PRINTED]);
    expect((await screen.findByRole("alert")).textContent).toContain("You're offline.");
    fireEvent.click(screen.getByRole("button", { name: `Increase quantity of ${PRINTED.title}` }));
    expect(summary("Subtotal")).toBe("$49.98");
  });
});
