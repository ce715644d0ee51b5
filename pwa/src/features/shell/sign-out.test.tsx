// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { db } from "../../lib/db";
import { useAuth } from "../../stores/auth";
import { useSignOutPrompt } from "../../stores/sign-out-prompt";
import { seriousViolations } from "../../testing/axe";
import { bearerFor, familyUser } from "../../testing/accounts";
import { newMutation } from "../../sync/outbox";
import { Layout } from "./layout";
import { huntPurchasePayload } from "../../testing/payloads";

const ANA = bearerFor(7);
const ana = familyUser(7, "Ana");
const photoRow = (auth: string, item: number) => newMutation("hunt.photo", { hunt_id: 1, item_id: item, taken_at: "2030-05-01T10:00:00.000Z" }, auth);

function renderAt(path: string) {
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: "*", element: <h1>Page</h1> }] }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const header = () => screen.getByRole("banner");

beforeAll(async () => {
  await useAuth.persist.rehydrate();
});
beforeEach(async () => {
  await db.outbox.clear();
  useSignOutPrompt.setState({ waiting: null });
  useAuth.setState({ loading: false, user: ana, token: ANA, adminToken: null, adminUser: null });
});
afterEach(cleanup);

describe("signing out with things still waiting", () => {
  it("asks first, in an accessible dialog; 'Stay signed in' keeps the session and the page", async () => {
    await db.outbox.bulkAdd([photoRow(ANA, 11), photoRow(ANA, 12), photoRow(ANA, 13)]);
    const router = renderAt("/scavengerhunts");
    fireEvent.click(within(header()).getByRole("button", { name: "Logout" }));

    const question = await screen.findByRole("dialog", { name: "3 photos are still waiting to upload. Sign out anyway?" });
    expect(await seriousViolations(question)).toEqual([]);
    expect(document.activeElement).toBe(within(question).getByRole("button", { name: "Stay signed in" }));
    fireEvent.click(within(question).getByRole("button", { name: "Stay signed in" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(useAuth.getState().user).toMatchObject({ id: 7 });
    expect(router.state.location.pathname).toBe("/scavengerhunts");
    expect(await db.outbox.count()).toBe(3);
  });

  it("asks from the mobile menu too, after the menu has closed, and signs out on 'Sign out'", async () => {
    await db.outbox.add(photoRow(ANA, 11));
    const router = renderAt("/scavengerhunts");
    fireEvent.click(within(header()).getByRole("button", { name: "Menu" }));
    const menu = await screen.findByRole("navigation", { name: "Mobile" });
    fireEvent.click(within(menu).getByRole("button", { name: "Sign Out" }));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();

    const question = await screen.findByRole("dialog", { name: "1 photo is still waiting to upload. Sign out anyway?" });
    fireEvent.click(within(question).getByRole("button", { name: "Sign out" }));
    await vi.waitFor(() => expect(useAuth.getState().user).toBeNull());
    expect(router.state.location.pathname).toBe("/");
    expect(screen.queryByRole("dialog")).toBeNull();
    // Still on its way, with Ana's own sign-in.
    expect(await db.outbox.toArray()).toMatchObject([{ kind: "hunt.photo", auth: ANA, state: "pending" }]);
  });

  it("closes on Escape like the app's other dialogs", async () => {
    await db.outbox.add(newMutation("hunt.purchase", huntPurchasePayload(3), ANA));
    renderAt("/");
    fireEvent.click(within(header()).getByRole("button", { name: "Logout" }));
    const question = await screen.findByRole("dialog", { name: "1 hunt purchase is still waiting to send. Sign out anyway?" });
    fireEvent.keyDown(question, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(useAuth.getState().user).toMatchObject({ id: 7 });
  });

  it("signs out at once when nothing of this account is waiting, whatever another account has waiting", async () => {
    await db.outbox.bulkAdd([photoRow(bearerFor(8), 11), newMutation("analytics.view", { page: "/" }, ANA)]);
    renderAt("/scavengerhunts");
    fireEvent.click(within(header()).getByRole("button", { name: "Logout" }));
    await vi.waitFor(() => expect(useAuth.getState().user).toBeNull());
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
