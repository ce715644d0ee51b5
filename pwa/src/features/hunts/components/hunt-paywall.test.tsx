// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../../lib/database/db";
import { readHuntPayments } from "../../../lib/payments/hunt-payments";
import { HUNT_PAYMENTS_KEY } from "../../../lib/database/store-keys";
import HuntPage from "../hunt-page";
import { sampleHunt, stubCaches, stubFetch } from "../../../testing/hunts/screens";
import { freshDeviceEachTest } from "../../../testing/fresh-device";

const PAID = sampleHunt({ price: 1.99 });
const waiting = (orderId: string) => ({ order_id: orderId, approval_url: `http://localhost/api/payments/orders/${orderId}/pay` });

/** The server: the hunt, and the cancel the page reports (answered as the server does, order marked failed). */
function server() {
  return stubFetch(async (url) => {
    if (url.pathname === "/api/hunts/1") return Response.json(PAID);
    const cancel = /^\/api\/payments\/orders\/([^/]+)\/cancel$/.exec(url.pathname);
    if (cancel) return Response.json({ id: cancel[1], status: "failed", amount: 1.99, product_name: PAID.title, kind: "hunt", hunt_id: 1 });
    return undefined;
  });
}

const cancelCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([input, init]) => String(input).endsWith("/cancel") && init?.method === "POST").map(([input]) => new URL(String(input), "http://localhost").pathname);

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function openHunt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/hunt/:huntId" element={<HuntPage />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

freshDeviceEachTest();
beforeEach(() => void stubCaches());

describe("the paywall after a payment cancelled at the provider", () => {
  it("says 'Payment cancelled' instead of 'Payment waiting', tells the server once, and offers 'Try again'", async () => {
    await db.kv.put({ key: HUNT_PAYMENTS_KEY, value: { "1": waiting("o-1") } });
    const fetch = server();
    openHunt("/hunt/1?cancelled=1&order_id=o-1");
    const notice = await screen.findByText("Payment cancelled.");
    expect(notice.parentElement?.textContent).toContain("No payment was taken, so this hunt is still locked.");
    expect(screen.queryByText("Payment waiting.")).toBeNull();
    expect(screen.queryByRole("link", { name: "Continue to payment" })).toBeNull();
    await vi.waitFor(async () => expect(await readHuntPayments()).toEqual({}));
    await vi.waitFor(() => expect(cancelCalls(fetch)).toEqual(["/api/payments/orders/o-1/cancel"]));

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("heading", { name: `Buy ${PAID.title}` })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Buy for $1.99" })).toBeTruthy();
    expect(screen.queryByText("Payment cancelled.")).toBeNull();
    expect(screen.getByLabelText("address").textContent).toBe("/hunt/1");
  });

  it("keeps offering a newer purchase's payment when an older one was cancelled", async () => {
    await db.kv.put({ key: HUNT_PAYMENTS_KEY, value: { "1": waiting("o-2") } });
    server();
    openHunt("/hunt/1?cancelled=1&order_id=o-1");
    expect(await screen.findByText("Payment cancelled.")).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Continue to payment" })).getAttribute("href")).toBe(waiting("o-2").approval_url);
    await vi.waitFor(async () => expect(await readHuntPayments()).toEqual({ "1": waiting("o-2") }));
  });

  it("says nothing of a cancel on an ordinary visit", async () => {
    await db.kv.put({ key: HUNT_PAYMENTS_KEY, value: { "1": waiting("o-1") } });
    const fetch = server();
    openHunt("/hunt/1");
    expect(await screen.findByText("Payment waiting.")).toBeTruthy();
    expect(screen.queryByText("Payment cancelled.")).toBeNull();
    expect(cancelCalls(fetch)).toEqual([]);
  });
});
