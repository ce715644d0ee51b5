// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { StrictMode } from "react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Order } from "#shared/schemas/payments";
import { db } from "../../lib/database/db";
import { readHuntPayments } from "../../lib/payments/hunt-payments";
import { HUNT_PAYMENTS_KEY } from "../../lib/database/store-keys";
import { usePurchases } from "../../stores/access";
import { useCart, type CartItem } from "../../stores/cart";
import { useToasts } from "../../stores/toasts";
import { resetDevice, stubFetch } from "../../testing/device";
import { rememberCartOrder } from "./cart-order";
import CheckoutReturnPage from "./checkout-return-page";

const ITEM: CartItem = { id: 1, title: "Yellowstone Explorer", image: "/y.jpg", category: "Physical + Digital", pages: 48, price: 24.99, quantity: 2 };

function paidOrder(id: string): Order {
  return {
    id,
    session_id: "s1",
    kind: "book",
    hunt_id: null,
    status: "completed",
    amount: 59.97,
    subtotal: 49.98,
    discount: 0,
    tax: 4,
    shipping: 5.99,
    created_at: "2025-06-01T10:00:00Z",
    customer_name: "Sam",
    customer_email: "sam@example.com",
    product_name: "2 books",
    book_title: "2 books",
    metadata: { book_title: "2 books", child_name: "Maya", special_occasion: null },
    items: [{ book_id: 1, title: ITEM.title, quantity: 2, unit_price: 24.99 }],
    paypal_order_id: "SBX-1",
    provider: "sandbox",
  };
}

type Reply = () => Response;

function stubCapture(...replies: Reply[]) {
  let call = 0;
  return stubFetch((url) => {
    const cancel = /^\/api\/payments\/orders\/([^/]+)\/cancel$/.exec(url.pathname);
    if (cancel) return Response.json({ id: cancel[1], status: "failed", amount: 59.97, product_name: "2 books", kind: "book", hunt_id: null });
    if (url.pathname !== "/api/payments/capture") return undefined;
    const reply = replies[Math.min(call++, replies.length - 1)];
    return reply ? reply() : undefined;
  });
}

const captureCalls = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.filter(([input]) => String(input).endsWith("/capture"));
const cancelCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([input, init]) => String(input).endsWith("/cancel") && init?.method === "POST").map(([input]) => String(input));

function renderReturn(search: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/checkout/return${search}`]}>
        <CheckoutReturnPage />
      </MemoryRouter>
    </StrictMode>,
  );
}

beforeEach(async () => {
  await resetDevice();
  useCart.setState({ items: [ITEM], promoCode: "SAVE10", discountCents: 500 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Each test pays for its own order id: a confirmed capture is remembered for the page's lifetime.
describe("CheckoutReturnPage", () => {
  it("unlocks a paid hunt on this device, says 'Purchase Successful!' and leaves the cart alone", async () => {
    await db.kv.put({ key: HUNT_PAYMENTS_KEY, value: { "4": { order_id: "ord-hunt", approval_url: "/api/payments/orders/ord-hunt/pay" } } });
    const hunt: Order = { ...paidOrder("ord-hunt"), kind: "hunt", hunt_id: 4, amount: 2.99, product_name: "Geyser Quest", items: [] };
    stubCapture(() => Response.json(hunt));
    renderReturn("?order_id=ord-hunt");
    expect(await screen.findByRole("heading", { name: "Purchase Successful!" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("You now have access to this hunt. Enjoy your adventure!")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start the hunt" }).getAttribute("href")).toBe("/hunt/4");
    expect(useToasts.getState().toast?.title).toBe("Purchase Successful!");
    await waitFor(() => expect(usePurchases.getState().purchased["4"]).toBe(true));
    expect(await readHuntPayments()).toEqual({});
    expect(useCart.getState().items).toEqual([ITEM]);
  });

  it("captures the cart's order once, says 'Order successful!' and empties the cart", async () => {
    await rememberCartOrder("ord-cart");
    const fetch = stubCapture(() => Response.json(paidOrder("ord-cart")));
    renderReturn("?order_id=ord-cart");
    expect(screen.getByRole("heading", { name: "Confirming your payment..." })).toBeTruthy();

    expect(await screen.findByRole("heading", { name: "Order successful!" }, { timeout: 10_000 })).toBeTruthy();
    expect(useToasts.getState().toast?.title).toBe("Order successful!");
    expect(screen.getByText("$59.97")).toBeTruthy();
    expect(screen.getByText(/Personalized for Maya/)).toBeTruthy();
    await waitFor(() => expect(useCart.getState().items).toEqual([]));
    expect(useCart.getState().promoCode).toBeNull();

    const calls = captureCalls(fetch);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ order_id: "ord-cart" });
  });

  it("leaves the cart alone after paying for a single book bought with Buy Now", async () => {
    await rememberCartOrder("ord-cart");
    stubCapture(() => Response.json(paidOrder("ord-buy-now")));
    renderReturn("?order_id=ord-buy-now");
    expect(await screen.findByRole("heading", { name: "Order successful!" }, { timeout: 10_000 })).toBeTruthy();
    expect(useCart.getState().items).toEqual([ITEM]);
  });

  it("keeps the cart and offers the way back when the payment is refused", async () => {
    await rememberCartOrder("ord-refused");
    stubCapture(() => Response.json({ detail: "The payment was cancelled or declined" }, { status: 409 }));
    renderReturn("?order_id=ord-refused");
    expect(await screen.findByRole("heading", { name: "Payment not completed" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("The payment was cancelled or declined");
    expect(screen.getByRole("link", { name: "Back to cart" }).getAttribute("href")).toBe("/cart");
    expect(useCart.getState().items).toEqual([ITEM]);
    expect(useToasts.getState().toast).toBeNull();
  });

  it("says a cancelled payment took no money, tells the server once so the order is marked failed, and captures nothing", async () => {
    const fetch = stubCapture(() => Response.json(paidOrder("x")));
    renderReturn("?cancelled=1&order_id=ord-cancelled&token=SBX-1");
    expect(screen.getByRole("heading", { name: "Payment cancelled" })).toBeTruthy();
    expect(screen.getByText("No payment was taken. Your cart is still here whenever you're ready.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to cart" })).toBeTruthy();
    await waitFor(() => expect(cancelCalls(fetch)).toEqual(["/api/payments/orders/ord-cancelled/cancel"]));
    expect(captureCalls(fetch)).toHaveLength(0);
    expect(useCart.getState().items).toEqual([ITEM]);
  });

  it("says a cancel that names no order took no money, asking the server nothing", async () => {
    const fetch = stubCapture(() => Response.json(paidOrder("x")));
    renderReturn("?cancelled=1&token=SBX-1");
    expect(screen.getByRole("heading", { name: "Payment cancelled" })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows a guest's receipt from the public answer: what was bought and the total", async () => {
    stubCapture(() => Response.json({ id: "ord-guest", status: "completed", amount: 21.59, product_name: "Zion Adventure", kind: "book", hunt_id: null }));
    renderReturn("?order_id=ord-guest");
    expect(await screen.findByRole("heading", { name: "Order successful!" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("Zion Adventure")).toBeTruthy();
    expect(screen.getAllByText("$21.59")).toHaveLength(2);
    expect(screen.queryByText(/Personalized/)).toBeNull();
  });

  it("offline, says the payment is not confirmed yet and tries again on request", async () => {
    await rememberCartOrder("ord-offline");
    const fetch = stubCapture(
      () => {
        throw new TypeError("Failed to fetch");
      },
      () => Response.json(paidOrder("ord-offline")),
    );
    renderReturn("?order_id=ord-offline");
    expect(await screen.findByRole("heading", { name: "Payment not confirmed yet" }, { timeout: 10_000 })).toBeTruthy();
    expect(useCart.getState().items).toEqual([ITEM]);

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Order successful!" }, { timeout: 10_000 })).toBeTruthy();
    expect(captureCalls(fetch)).toHaveLength(2);
    await waitFor(() => expect(useCart.getState().items).toEqual([]));
  });
});
