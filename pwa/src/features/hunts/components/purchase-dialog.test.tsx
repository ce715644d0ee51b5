// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { OutboxRow } from "../../../lib/database/db";
import { db } from "../../../lib/database/db";
import { pageNavigation } from "../../../lib/payments/page-navigation";
import { useToasts } from "../../../stores/toasts";
import { flushOutbox } from "../../../sync/flush";
import HuntPage from "../hunt-page";
import { sampleHunt, stubCaches, stubFetch } from "../../../testing/hunts/screens";
import { PurchaseDialog } from "./purchase-dialog";
import { freshDeviceEachTest } from "../../../testing/fresh-device";

const PAID = sampleHunt({ price: 1.99 });
const FIELDS = ["Full name", "Email", "Phone", "Address"];

const APPROVAL_URL = "http://localhost/api/payments/orders/o-1/pay";

/** What the server answers an accepted purchase: an unpaid order and where to pay it. */
const accepted = (m: OutboxRow) =>
  m.kind === "hunt.purchase"
    ? { id: m.id, status: "applied", result: { order_id: "o-1", hunt_id: 1, amount: 1.99, status: "pending", approval_url: APPROVAL_URL } }
    : { id: m.id, status: "applied" };

/** The server for these tests: the hunt, and /api/sync answering every mutation with `status`. */
function server(status: "applied" | "rejected" | "offline") {
  let mode = status;
  const fetch = stubFetch(async (url, init) => {
    if (url.pathname === "/api/hunts/1") return Response.json(PAID);
    if (url.pathname !== "/api/sync" || mode === "offline") return undefined;
    const { mutations } = JSON.parse(String(init?.body)) as { mutations: OutboxRow[] };
    if (mode === "applied") return Response.json({ results: mutations.map(accepted) });
    return Response.json({ results: mutations.map((m) => ({ id: m.id, status: "rejected", detail: "Nope" })) });
  });
  return Object.assign(fetch, { backOnline: () => (mode = "applied") });
}

function fillAll() {
  for (const label of FIELDS) fireEvent.change(screen.getByLabelText(label), { target: { value: `my ${label}` } });
}

async function buy() {
  render(
    <MemoryRouter initialEntries={["/hunt/1"]}>
      <Routes>
        <Route path="/hunt/:huntId" element={<HuntPage />} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole("button", { name: "Buy This Hunt" }));
  fillAll();
  fireEvent.click(screen.getByRole("button", { name: "Buy for $1.99" }));
}

const toast = () => useToasts.getState().toast;

freshDeviceEachTest();
beforeEach(() => void stubCaches());

describe("PurchaseDialog", () => {
  it("keeps the button disabled until all four fields are filled (no format check)", () => {
    render(<PurchaseDialog hunt={PAID} open onClose={() => {}} />);
    const button = screen.getByRole("button", { name: "Buy for $1.99" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    FIELDS.slice(0, 3).forEach((label) => fireEvent.change(screen.getByLabelText(label), { target: { value: "x" } }));
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Address"), { target: { value: "   " } });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Address"), { target: { value: "not an address at all" } });
    expect(button.disabled).toBe(false);
  });

  it("takes the family to the payment 1 s after the server accepts the purchase, and unlocks nothing before it is paid", async () => {
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    const fetch = server("applied");
    await buy();
    expect(await screen.findByRole("button", { name: "Processing..." })).toBeTruthy();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVAL_URL), { timeout: 3000 });
    const sync = fetch.mock.calls.find(([url]) => String(url).endsWith("/api/sync"));
    const sent = (JSON.parse(String(sync?.[1]?.body)).mutations as OutboxRow[]).find((m) => m.kind === "hunt.purchase");
    expect(sent).toMatchObject({
      kind: "hunt.purchase",
      payload: {
        hunt_id: 1,
        customer_name: "my Full name",
        customer_email: "my Email",
        customer_phone: "my Phone",
        customer_address: "my Address",
        amount: 1.99,
        payment_method: "paypal",
        origin_url: window.location.origin,
      },
    });
    expect(await db.outbox.count()).toBe(0);
    expect(screen.queryAllByRole("button", { name: /^Found it!/ })).toHaveLength(0);
  });

  it("keeps a purchase made with no signal, and goes on to the payment by itself when signal returns", async () => {
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    const fetch = server("offline");
    await buy();
    expect(await screen.findByText(/Purchase pending/)).toBeTruthy();
    await vi.waitFor(() => expect(toast()?.title).toBe("Purchase saved — we'll take you to payment when you're back online."));
    expect(screen.getByRole("button", { name: "Buy This Hunt" })).toBeTruthy();
    expect(screen.queryAllByRole("button", { name: /^Found it!/ })).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
    fetch.backOnline();
    // Past the back-off of the failed send, as the next trigger would be.
    await flushOutbox({ now: () => Date.now() + 10 * 60_000 });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVAL_URL));
    expect(screen.getByRole("link", { name: "Continue to payment" }).getAttribute("href")).toBe(APPROVAL_URL);
  });

  it("says the purchase failed when the server refuses it", async () => {
    server("rejected");
    await buy();
    await screen.findByText("Buy This Hunt");
    await vi.waitFor(() => expect(toast()).toMatchObject({ title: "Purchase Failed", description: "Please try again or contact support.", variant: "destructive" }));
    expect(screen.queryAllByRole("button", { name: /^Found it!/ })).toHaveLength(0);
  });
});
