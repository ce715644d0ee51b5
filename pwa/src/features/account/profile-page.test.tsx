// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PointsTransaction, RedeemedCoupon, User } from "#shared/schemas/user";
import { db } from "../../lib/database/db";
import { useAuth } from "../../stores/auth";
import { pointsHistoryKey, redeemedCouponsKey } from "./account-data";
import ProfilePage from "./profile-page";
import { currentToast, expectAccessible, offline, renderPage, route, sampleUser, signInAs, stubFetch, freshAccountEachTest } from "../../testing/account-screens";

const purchases: User["purchase_history"] = Array.from({ length: 7 }, (_, i) => ({
  id: `order-${i + 1}`,
  purchase_date: `2025-0${i + 1}-10T12:00:00.000Z`,
  amount: 17.99 + i,
  status: "completed",
  product_name: `Guidebook ${i + 1}`,
}));
// As the server answers: newest first, the later id first within one time.
const history: PointsTransaction[] = Array.from({ length: 7 }, (_, i) => ({
  id: 7 - i,
  description: i === 1 ? "Redeemed coupon PARKS5" : `Hunt ${i + 1} completed`,
  created_at: "2025-05-01T12:00:00.000Z",
  transaction_type: i === 1 ? "spent" : "earned",
  points_amount: i === 1 ? 100 : 50,
}));
const redeemed: RedeemedCoupon[] = [
  { code: "PARKS5", description: "$5 off", discount_type: "fixed", discount_amount: 5, expires_at: null, points_spent: 100, redeemed_at: "2025-05-02T09:00:00.000Z" },
];

function serverAccount(user: User) {
  return [
    route("GET", "/api/users/profile", () => Response.json(user)),
    route("GET", "/api/users/points/history", () => Response.json({ items: history, total: history.length })),
    route("GET", "/api/users/coupons", () => Response.json({ items: redeemed, total: redeemed.length })),
  ];
}

const section = (name: string) => within(screen.getByRole("region", { name }));

freshAccountEachTest();

describe("ProfilePage access", () => {
  it("sends a visitor to /login", async () => {
    offline();
    renderPage("/profile", <ProfilePage />);
    expect(await screen.findByText("Landed on /login")).toBeTruthy();
  });

  it("sends an admin to /login too (admins have no profile)", async () => {
    offline();
    signInAs(sampleUser({ role: "admin" }));
    renderPage("/profile", <ProfilePage />);
    expect(await screen.findByText("Landed on /login")).toBeTruthy();
  });

  it("waits with a spinner while the stored session is read", () => {
    offline();
    useAuth.setState({ loading: true });
    renderPage("/profile", <ProfilePage />);
    expect(screen.getByRole("status").textContent).toBe("Loading...");
  });
});

describe("ProfilePage", () => {
  it("shows the 5 latest purchases and points activities, the redeemed codes and an upgrade prompt", async () => {
    const maya = sampleUser({ purchase_history: purchases });
    stubFetch(...serverAccount(maya));
    signInAs(maya);
    const { container } = renderPage("/profile", <ProfilePage />);

    await screen.findByText("Hunt 5 completed");
    expect(screen.queryByText("Hunt 6 completed")).toBeNull();
    expect(section("Recent Purchases").getAllByRole("listitem")).toHaveLength(5);
    expect(section("Recent Purchases").getByText("Guidebook 5")).toBeTruthy();
    expect(section("Recent Purchases").queryByText("Guidebook 6")).toBeNull();
    const activity = section("Points Activity").getAllByRole("listitem");
    expect(activity).toHaveLength(5);
    expect(activity[1]!.textContent).toContain("-100 points");
    expect(activity[0]!.textContent).toContain("+50 points");
    expect(await section("My Coupons").findByText("PARKS5")).toBeTruthy();
    expect(section("Points Balance").getByText("300 points")).toBeTruthy();

    const upgrade = section("Upgrade to Premium");
    expect(upgrade.getByRole("link", { name: "See Premium Membership" }).getAttribute("href")).toBe("/membership");
    expect(screen.queryByText("Premium Member")).toBeNull();
    await expectAccessible(container);
  });

  it("shows more points activity when asked, from the page already read, then from the next one", async () => {
    const maya = sampleUser();
    const asked: string[] = [];
    // 25 entries, answered 20 at a time as the API does.
    const all = Array.from({ length: 25 }, (_, i) => ({ ...history[0]!, id: 25 - i, description: `Entry ${25 - i}` }));
    const pages = (url: URL) => {
      if (url.pathname !== "/api/users/points/history") return undefined;
      asked.push(url.search);
      const from = url.searchParams.get("cursor") ? 20 : 0;
      return Response.json({ items: all.slice(from, from + 20), total: all.length, next: from === 0 ? "after-20" : null });
    };
    stubFetch(pages, ...serverAccount(maya));
    signInAs(maya);
    renderPage("/profile", <ProfilePage />);
    const activity = section("Points Activity");
    expect(await activity.findByText("Showing 5 of 25")).toBeTruthy();
    fireEvent.click(activity.getByRole("button", { name: "Load more" }));
    expect(await activity.findByText("Showing 25 of 25")).toBeTruthy();
    expect(activity.getAllByRole("listitem").map((li) => li.querySelector("strong")?.textContent)).toEqual(all.map((entry) => entry.description));
    expect(asked).toEqual(["", "?cursor=after-20"]);
    expect(activity.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("shows a premium family their badge instead of the upgrade prompt", async () => {
    const maya = sampleUser({ membership_tier: "premium" });
    stubFetch(...serverAccount(maya));
    signInAs(maya);
    renderPage("/profile", <ProfilePage />);
    expect(await screen.findByText("Premium Member")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Upgrade to Premium" })).toBeNull();
  });

  it("opens offline with what this device saw last", async () => {
    const maya = sampleUser();
    await db.profile.put({ ...maya, name: "Maya R.", purchase_history: purchases.slice(0, 1), fetchedAt: 1 });
    await db.kv.bulkPut([
      { key: pointsHistoryKey(maya.id), value: history.slice(0, 2) },
      { key: redeemedCouponsKey(maya.id), value: redeemed },
    ]);
    offline();
    signInAs(maya);
    renderPage("/profile", <ProfilePage />);

    expect(await screen.findByText("Guidebook 1")).toBeTruthy();
    expect(screen.getByText("Hello, Maya R.! Here is everything from your adventures.")).toBeTruthy();
    expect(await section("Points Activity").findAllByRole("listitem")).toHaveLength(2);
    expect(await section("My Coupons").findByText("PARKS5")).toBeTruthy();
  });

  it("says where activity will appear when this device has never been online with the account", async () => {
    offline();
    signInAs(sampleUser());
    renderPage("/profile", <ProfilePage />);
    expect(await screen.findByText("Your points activity shows here once this device has been online.")).toBeTruthy();
    expect(section("Recent Purchases").getByText(/No purchases yet/)).toBeTruthy();
  });
});

describe("ProfilePage editing", () => {
  async function openEditor(fetchRoutes: Parameters<typeof stubFetch>) {
    const fetch = stubFetch(...fetchRoutes);
    signInAs(sampleUser());
    renderPage("/profile", <ProfilePage />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
    return fetch;
  }

  it("toggles between the details and the form, and Cancel changes nothing", async () => {
    await openEditor([]);
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Maya Rivers");
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("555-0100");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Someone Else" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Edit Profile" })).toBeTruthy();
    expect(section("Account Details").getByText("Maya Rivers")).toBeTruthy();
  });

  it("saves the edits, says so and shows them", async () => {
    const saved = sampleUser({ name: "Maya Stone", phone: "555-0199", marketing_consent: true });
    const fetch = await openEditor([route("PUT", "/api/users/profile", () => Response.json(saved))]);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Maya Stone" } });
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "555-0199" } });
    fireEvent.click(screen.getByLabelText("Send me news about new guidebooks and hunts"));
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(currentToast()?.title).toBe("Profile updated successfully"));
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT") as unknown as [string, RequestInit];
    expect(JSON.parse(String(put[1].body))).toEqual({ name: "Maya Stone", phone: "555-0199", marketing_consent: true });
    expect(await section("Account Details").findByText("Maya Stone")).toBeTruthy();
    expect(section("Account Details").getByText("Yes, send me news")).toBeTruthy();
    expect(useAuth.getState().user?.name).toBe("Maya Stone");
    expect((await db.profile.get(saved.id))?.name).toBe("Maya Stone");
  });

  it("says 'Failed to update profile' and keeps the form when the server refuses", async () => {
    await openEditor([route("PUT", "/api/users/profile", () => new Response(null, { status: 500 }))]);
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: "Failed to update profile", variant: "destructive" }));
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeTruthy();
  });

  it("says saving needs a connection when there is none", async () => {
    await openEditor([]);
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: "Failed to update profile", description: "You're offline. Saving your profile needs a connection." }),
    );
  });

  it("wants a name before sending anything", async () => {
    const fetch = await openEditor([]);
    const calls = fetch.mock.calls.length;
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(fetch.mock.calls.length).toBe(calls);
  });
});
