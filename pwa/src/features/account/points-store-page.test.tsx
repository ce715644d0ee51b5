// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Coupon, RedeemResponse } from "#shared/schemas/user";
import { db } from "../../lib/database/db";
import { useAuth } from "../../stores/auth";
import { redeemedCouponsKey } from "./account-data";
import PointsStorePage from "./points-store-page";
import { currentToast, expectAccessible, offline, renderPage, route, sampleCoupon, sampleUser, signInAs, stubFetch, freshAccountEachTest } from "../../testing/account-screens";

const PARKS5 = sampleCoupon({ id: 1, code: "PARKS5", points_cost: 100 });
const FAMILY10 = sampleCoupon({ id: 2, code: "FAMILY10", discount_type: "percentage", discount_amount: 10, points_cost: 500 });
const RANGER3 = sampleCoupon({ id: 3, code: "RANGER3", points_cost: 50, remaining_uses: 0 });
const TRAIL15 = sampleCoupon({ id: 4, code: "TRAIL15", points_cost: 200 });
const SAVE1000 = sampleCoupon({ id: 5, code: "SAVE1000", discount_type: "percentage", discount_amount: 20, points_cost: 1000, expires_at: null });
const ALL = [PARKS5, FAMILY10, RANGER3, TRAIL15, SAVE1000];

const couponList = (coupons: Coupon[]) => route("GET", "/api/points-store/coupons", () => Response.json({ items: coupons, total: coupons.length }));
const card = (code: string) => within(screen.getByRole("heading", { name: code }).closest("article")!);
const button = (code: string) => card(code).getByRole("button") as HTMLButtonElement;

freshAccountEachTest();

describe("PointsStorePage", () => {
  it("lists the server's coupons, keeps them on the device and tags SAVE1000 'Popular!'", async () => {
    stubFetch(couponList(ALL));
    const { container } = renderPage("/points-store", <PointsStorePage />);
    await screen.findByRole("heading", { name: "SAVE1000" });

    expect(card("SAVE1000").getByText("Popular!")).toBeTruthy();
    expect(screen.getAllByText("Popular!")).toHaveLength(1);
    expect(card("SAVE1000").getByText("20% off")).toBeTruthy();
    expect(card("SAVE1000").getByText("Never")).toBeTruthy();
    expect(card("PARKS5").getByText("$5.00 off")).toBeTruthy();
    expect(card("PARKS5").getByText("100 points")).toBeTruthy();
    expect((await db.coupons.toArray()).map((c) => c.code).sort()).toEqual(["FAMILY10", "PARKS5", "RANGER3", "SAVE1000", "TRAIL15"]);
    await expectAccessible(container);
  });

  it("opens offline with the coupons seen last, leaving out any that expired since", async () => {
    await db.coupons.bulkPut([PARKS5, sampleCoupon({ id: 9, code: "OLDIE", expires_at: "2020-01-01T00:00:00.000Z" })]);
    offline();
    renderPage("/points-store", <PointsStorePage />);
    expect(await screen.findByRole("heading", { name: "PARKS5" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "OLDIE" })).toBeNull();
  });

  it("shows each button state: Redeem Now, Need N more points, Out of Stock and Redeemed", async () => {
    const maya = sampleUser({ points_balance: 300 });
    await db.kv.put({ key: redeemedCouponsKey(maya.id), value: [{ code: "TRAIL15", description: "", discount_type: "percentage", discount_amount: 15, expires_at: null, points_spent: 200, redeemed_at: "2025-01-01T00:00:00.000Z" }] });
    stubFetch(couponList(ALL));
    signInAs(maya);
    renderPage("/points-store", <PointsStorePage />);
    await screen.findByRole("heading", { name: "SAVE1000" });

    expect(within(screen.getByRole("region", { name: "Your Points" })).getByText("300 points")).toBeTruthy();
    expect(button("PARKS5")).toMatchObject({ textContent: "Redeem Now", disabled: false });
    expect(button("FAMILY10")).toMatchObject({ textContent: "Need 200 more points", disabled: true });
    expect(button("SAVE1000")).toMatchObject({ textContent: "Need 700 more points", disabled: true });
    expect(button("RANGER3")).toMatchObject({ textContent: "Out of Stock", disabled: true });
    await waitFor(() => expect(button("TRAIL15")).toMatchObject({ textContent: "Redeemed", disabled: true }));
  });

  it("asks a visitor to log in instead of redeeming", async () => {
    const fetch = stubFetch(couponList(ALL));
    renderPage("/points-store", <PointsStorePage />);
    await screen.findByRole("heading", { name: "PARKS5" });
    expect(button("SAVE1000").textContent).toBe("Redeem Now");
    fireEvent.click(button("PARKS5"));

    expect(currentToast()).toMatchObject({ title: "Login Required", description: "Please log in to redeem coupons", variant: "destructive" });
    expect(fetch.mock.calls.some(([url]) => String(url).includes("redeem-coupon"))).toBe(false);
    currentToast()!.action!.onClick();
    expect(await screen.findByText("Landed on /login")).toBeTruthy();
  });
});

describe("PointsStorePage redeeming", () => {
  const answer: RedeemResponse = { coupon: { ...PARKS5, remaining_uses: 49 }, points_spent: 100, points_balance: 200 };

  async function openAsMaya(...routes: Parameters<typeof stubFetch>) {
    await db.coupons.bulkPut(ALL);
    const fetch = stubFetch(...routes);
    signInAs(sampleUser({ points_balance: 300 }));
    renderPage("/points-store", <PointsStorePage />);
    await screen.findByRole("heading", { name: "PARKS5" });
    return fetch;
  }
  const redeemCalls = (fetch: ReturnType<typeof stubFetch>) =>
    fetch.mock.calls.filter(([url]) => String(url).includes("/redeem-coupon/")) as unknown as [string, RequestInit][];

  it("redeems with an Idempotency-Key, shows 'Redeeming...', then the new balance and a toast", async () => {
    let reply: (res: Response) => void = () => {};
    const fetch = await openAsMaya((url) => (url.pathname === "/api/users/redeem-coupon/PARKS5" ? new Promise<Response>((resolve) => (reply = resolve)) : undefined));
    fireEvent.click(button("PARKS5"));
    await waitFor(() => expect(button("PARKS5")).toMatchObject({ textContent: "Redeeming...", disabled: true }));

    const [, init] = redeemCalls(fetch)[0]!;
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/^[0-9A-Z]{26}$/);
    reply(Response.json(answer));

    await waitFor(() => expect(currentToast()?.title).toBe("Coupon Redeemed!"));
    expect(useAuth.getState().user?.points_balance).toBe(200);
    expect(within(screen.getByRole("region", { name: "Your Points" })).getByText("200 points")).toBeTruthy();
    await waitFor(() => expect(button("PARKS5")).toMatchObject({ textContent: "Redeemed", disabled: true }));
    expect(card("PARKS5").getByText("49")).toBeTruthy();
    expect(button("FAMILY10").textContent).toBe("Need 300 more points");
  });

  it("shows 'Redemption Failed' with the server's reason and keeps the balance", async () => {
    await openAsMaya(route("POST", "/api/users/redeem-coupon/PARKS5", () => Response.json({ detail: "This coupon is out of stock" }, { status: 409 })));
    fireEvent.click(button("PARKS5"));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: "Redemption Failed", description: "This coupon is out of stock", variant: "destructive" }));
    expect(useAuth.getState().user?.points_balance).toBe(300);
    expect(button("PARKS5").textContent).toBe("Redeem Now");
  });

  it("says 'Failed to redeem coupon' when the server gives no reason", async () => {
    await openAsMaya(route("POST", "/api/users/redeem-coupon/PARKS5", () => new Response(null, { status: 500 })));
    fireEvent.click(button("PARKS5"));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: "Redemption Failed", description: "Failed to redeem coupon" }));
  });

  it("says redeeming needs a connection, and a retry carries the same key so nothing is spent twice", async () => {
    const fetch = await openAsMaya();
    fireEvent.click(button("PARKS5"));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: "Redemption Failed",
        description: "You're offline. Redeeming a coupon needs a connection, so try again when you have signal.",
      }),
    );
    await waitFor(() => expect(button("PARKS5").textContent).toBe("Redeem Now"));
    fireEvent.click(button("PARKS5"));
    await waitFor(() => expect(redeemCalls(fetch)).toHaveLength(2));
    const [first, second] = redeemCalls(fetch).map(([, init]) => (init.headers as Record<string, string>)["Idempotency-Key"]);
    expect(second).toBe(first);
  });
});
