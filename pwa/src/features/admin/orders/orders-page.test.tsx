// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Order } from "#shared/schemas/payments";
import { useToasts } from "../../../stores/toasts";
import { headingLevels, seriousViolations } from "../../../testing/axe";
import { resetDevice, stubFetch } from "../../../testing/device";
import { shortId, statusBadgeClass } from "./order-display";
import { startOfLocalDay } from "./order-summary";
import OrdersPage from "./orders-page";

const NOW = new Date(2026, 4, 1, 15, 0);
const localIso = (day: number, hour = 10) => new Date(2026, 4, day, hour, 0).toISOString();

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: "3f2a9c1e-77aa-4b1c-9d0e-123456789abc",
    session_id: "a1b2c3d4e5f6a7b8",
    kind: "book",
    hunt_id: null,
    status: "completed",
    amount: 21.59,
    subtotal: 19.99,
    discount: 0,
    tax: 1.6,
    shipping: 0,
    created_at: localIso(1),
    customer_name: "Ada Buyer",
    customer_email: "ada@example.com",
    product_name: "Zion Hunt",
    book_title: "Zion Hunt",
    metadata: { book_title: "Zion Hunt", child_name: null, special_occasion: null },
    items: [],
    paypal_order_id: null,
    provider: "sandbox",
    activity_url: null,
    ...overrides,
  };
}

const personalized = order({
  id: "9b8c7d6e-0000-4000-8000-000000000001",
  status: "pending",
  amount: 0.1,
  created_at: localIso(1, 9),
  metadata: { book_title: "Zion Hunt", child_name: "Mia", special_occasion: "Birthday" },
  paypal_order_id: "SBX-ABCDEF",
  activity_url: "http://localhost/api/payments/sandbox/SBX-ABCDEF",
});
const older = order({ id: "", session_id: "5e5e5e5e5e5e", status: "failed", amount: 0.2, created_at: new Date(2026, 3, 30, 8).toISOString() });
const ORDERS = [order(), personalized, older];

/** The figures the server sums over every order, for the orders a test serves. */
const SUMMARY = { total_orders: 3, total_revenue: 21.89, completed: 1, today: 2 };
const summaryRoute = (summary = SUMMARY) => (url: URL) => (url.pathname === "/api/payments/transactions/summary" ? Response.json(summary) : undefined);
const serve = (items: Order[], summary = SUMMARY) =>
  stubFetch(summaryRoute(summary), (url) => (url.pathname === "/api/payments/transactions" ? Response.json({ items, total: items.length, next: null }) : undefined));
const renderOrders = () => render(<MemoryRouter><OrdersPage /></MemoryRouter>);
const card = (short: string) => within(screen.getByRole("heading", { name: `#${short}` }).closest("article")!);
const figure = (label: string) => within(screen.getByRole("region", { name: "Order summary" })).getByText(label).nextElementSibling?.textContent;

beforeEach(resetDevice);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("order rules", () => {
  it("shows the first 8 characters of the id, else of the session id", () => {
    expect(shortId(order())).toBe("3f2a9c1e");
    expect(shortId(order({ id: "", session_id: "5e5e5e5e5e5e" }))).toBe("5e5e5e5e");
  });

  it("colours completed/approved green, pending yellow, failed/cancelled red and anything else grey", () => {
    expect(statusBadgeClass("completed")).toBe("badge status-ok");
    expect(statusBadgeClass("approved")).toBe("badge status-ok");
    expect(statusBadgeClass("pending")).toBe("badge badge-warn");
    expect(statusBadgeClass("failed")).toBe("badge badge-danger");
    expect(statusBadgeClass("cancelled")).toBe("badge badge-danger");
    expect(statusBadgeClass("refunded")).toBe("badge status-other");
  });

  it("counts today's orders from the start of the admin's own day", () => {
    expect(startOfLocalDay(NOW)).toEqual(new Date(2026, 4, 1));
    expect(startOfLocalDay(new Date(2026, 4, 1, 0, 0))).toEqual(new Date(2026, 4, 1));
  });
});

describe("OrdersPage", () => {
  it("says 'Loading orders...' and then 'No orders yet' with zero figures", async () => {
    serve([], { total_orders: 0, total_revenue: 0, completed: 0, today: 0 });
    renderOrders();
    expect(screen.getByText("Loading orders...")).toBeTruthy();
    expect(await screen.findByText("No orders yet")).toBeTruthy();
    await waitFor(() => expect(figure("Total Orders")).toBe("0"));
    expect(figure("Total Revenue")).toBe("$0.00");
  });

  it("lists each order with short id, status colour, customer, amount, product and date, under the summary", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const fetch = serve(ORDERS);
    renderOrders();
    await screen.findByRole("heading", { name: "#3f2a9c1e" });
    await waitFor(() => expect(figure("Total Orders")).toBe("3"));
    expect(figure("Total Revenue")).toBe("$21.89");
    expect(figure("Completed")).toBe("1");
    expect(figure("Today's Orders")).toBe("2");
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url), "http://localhost/")).find((url) => url.pathname.endsWith("/summary"))!;
    expect(asked.searchParams.get("since")).toBe(new Date(2026, 4, 1).toISOString());
    vi.useRealTimers();

    const first = card("3f2a9c1e");
    expect(first.getByText("completed").className).toBe("badge status-ok");
    expect(first.getByText("$21.59")).toBeTruthy();
    expect(first.getByText("Zion Hunt")).toBeTruthy();
    expect(first.getByText(/Ada Buyer/)).toBeTruthy();
    expect(first.getByText("May 1, 2026, 10:00 AM")).toBeTruthy();
    expect(card("9b8c7d6e").getByText("pending").className).toBe("badge badge-warn");
    expect(card("5e5e5e5e").getByText("failed").className).toBe("badge badge-danger");
  });

  it("shows the personalization box and provider link only on orders that have them", async () => {
    serve(ORDERS);
    renderOrders();
    await screen.findByRole("heading", { name: "#9b8c7d6e" });
    const mine = card("9b8c7d6e");
    expect(mine.getByText("Personalization")).toBeTruthy();
    expect(mine.getByText("Mia")).toBeTruthy();
    expect(mine.getByText("Birthday")).toBeTruthy();
    expect(mine.getByRole("link", { name: "ada@example.com" }).getAttribute("href")).toBe("mailto:ada@example.com");
    const provider = mine.getByRole("link", { name: /View payment SBX-ABCDEF/ });
    expect(provider.getAttribute("href")).toBe("http://localhost/api/payments/sandbox/SBX-ABCDEF");
    expect(provider.getAttribute("target")).toBe("_blank");
    expect(card("3f2a9c1e").queryByText("Personalization")).toBeNull();
    expect(card("3f2a9c1e").queryByRole("link")).toBeNull();
  });

  it("opens a details dialog with everything about the order and closes it", async () => {
    serve(ORDERS);
    renderOrders();
    await screen.findByRole("heading", { name: "#9b8c7d6e" });
    fireEvent.click(card("9b8c7d6e").getByRole("button", { name: "View details of order 9b8c7d6e" }));
    const dialog = within(screen.getByRole("dialog", { name: "Order 9b8c7d6e" }));
    const detail = (label: string) => dialog.getByText(label, { selector: "dt" }).nextElementSibling?.textContent?.replace(/\s+/g, " ");
    expect(detail("Status")).toBe("pending");
    expect(detail("Amount")).toBe("$0.10");
    expect(detail("Date")).toBe("May 1, 2026, 9:00 AM");
    expect(detail("Product")).toBe("Zion Hunt");
    expect(detail("Session ID")).toBe("a1b2c3d4e5f6a7b8");
    expect(detail("Provider order")).toContain("SBX-ABCDEF");
    expect(dialog.getByText("Mia")).toBeTruthy();
    expect(dialog.getByText("Birthday")).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("ends the sessions of the account behind an order after asking, and says a guest's order has none", async () => {
    const family = order({ id: "7a7a7a7a-0000-4000-8000-000000000002", user_id: 42 });
    const fetch = stubFetch((url, init) => {
      if (url.pathname === "/api/payments/transactions") return Response.json({ items: [family, older], total: 2, next: null });
      if (url.pathname === "/api/admin/users/42/sessions" && init?.method === "DELETE") return Response.json({ ended_sessions: 2 });
      return undefined;
    });
    const { container } = renderOrders();
    await screen.findByRole("heading", { name: "#7a7a7a7a" });
    fireEvent.click(card("7a7a7a7a").getByRole("button", { name: /View details/ }));
    const dialog = within(screen.getByRole("dialog", { name: "Order 7a7a7a7a" }));
    fireEvent.click(dialog.getByRole("button", { name: "End sessions" }));
    const asking = within(dialog.getByRole("group", { name: "End this account's sessions" }));
    expect(asking.getByText("Sign account #42 out on every device? The family will need to sign in again.")).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
    fireEvent.click(asking.getByRole("button", { name: "End sessions" }));
    await waitFor(() => expect(useToasts.getState().toast).toMatchObject({ title: "Sessions ended", description: "Account #42 is signed out on every device (2 sessions ended)." }));
    expect(fetch.mock.calls.filter(([url]) => String(url) === "/api/admin/users/42/sessions")).toHaveLength(1);
    fireEvent.click(dialog.getByRole("button", { name: "Close" }));

    fireEvent.click(card("5e5e5e5e").getByRole("button", { name: /View details/ }));
    const guest = within(screen.getByRole("dialog", { name: "Order 5e5e5e5e" }));
    expect(guest.getByText("Account", { selector: "dt" }).nextElementSibling?.textContent).toBe("Guest");
    expect(guest.queryByRole("button", { name: "End sessions" })).toBeNull();
  });

  it("raises the 'Failed to fetch orders' toast each time the orders cannot be loaded, and loads them on retry", async () => {
    let calls = 0;
    stubFetch((url) => {
      if (url.pathname !== "/api/payments/transactions") return undefined;
      return ++calls <= 2 ? Response.json({ detail: "Admin access required" }, { status: 403 }) : Response.json({ items: ORDERS, total: 3, next: null });
    });
    renderOrders();
    await waitFor(() => expect(useToasts.getState().toast).toMatchObject({ title: "Error", description: "Failed to fetch orders", variant: "destructive" }));
    expect(screen.getByText("Failed to fetch orders: Admin access required")).toBeTruthy();
    const firstToast = useToasts.getState().toast!.id;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(useToasts.getState().toast!.id).not.toBe(firstToast));
    expect(useToasts.getState().toast).toMatchObject({ title: "Error", description: "Failed to fetch orders" });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "#3f2a9c1e" })).toBeTruthy();
  });

  it("shows the first page and how many there are, and loads the next pages on request until all are shown", async () => {
    const all = Array.from({ length: 5 }, (_, i) => order({ id: `0${i}aaaaaa-0000-4000-8000-00000000000${i}` }));
    const pages: Record<string, { items: Order[]; next: string | null }> = {
      "": { items: all.slice(0, 2), next: "page-2" },
      // The second page repeats the first page's last order, as a page read just as an order moved would.
      "page-2": { items: all.slice(1, 4), next: "page-3" },
      "page-3": { items: all.slice(4), next: null },
    };
    const fetch = stubFetch(summaryRoute(), (url) => {
      if (url.pathname !== "/api/payments/transactions") return undefined;
      return Response.json({ ...pages[url.searchParams.get("cursor") ?? ""]!, total: 5 });
    });
    renderOrders();
    await screen.findByRole("heading", { name: "#00aaaaaa" });
    expect(screen.getByText("Showing 2 of 5")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Showing 4 of 5")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Showing 5 of 5")).toBeTruthy();
    expect(screen.getAllByRole("heading", { name: /^#0\daaaaaa$/ }).map((h) => h.textContent)).toEqual(all.map((o) => `#${o.id.slice(0, 8)}`));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    const cursors = fetch.mock.calls.map(([url]) => new URL(String(url), "http://localhost/")).filter((url) => url.pathname === "/api/payments/transactions");
    expect(cursors.map((url) => url.searchParams.get("cursor"))).toEqual([null, "page-2", "page-3"]);
  });

  it("keeps the orders shown when the next page cannot be loaded, and loads it on the next press", async () => {
    let failNext = true;
    stubFetch(summaryRoute(), (url) => {
      if (url.pathname !== "/api/payments/transactions") return undefined;
      if (!url.searchParams.has("cursor")) return Response.json({ items: [ORDERS[0]], total: 2, next: "page-2" });
      if (failNext) return (failNext = false), Response.json({ detail: "Server busy" }, { status: 503 });
      return Response.json({ items: [older], total: 2, next: null });
    });
    renderOrders();
    await screen.findByRole("heading", { name: "#3f2a9c1e" });
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect((await screen.findByRole("alert")).textContent).toBe("More could not be loaded. Try again.");
    expect(screen.getByRole("heading", { name: "#3f2a9c1e" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("heading", { name: "#5e5e5e5e" })).toBeTruthy();
    expect(screen.getByText("Showing 2 of 2")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("is accessible with the list and with the dialog open", async () => {
    serve(ORDERS);
    const { container } = renderOrders();
    await screen.findByRole("heading", { name: "#9b8c7d6e" });
    expect(await seriousViolations(container)).toEqual([]);
    const levels = headingLevels(container);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
    fireEvent.click(card("9b8c7d6e").getByRole("button", { name: /View details/ }));
    expect(await seriousViolations(container)).toEqual([]);
  });
});
