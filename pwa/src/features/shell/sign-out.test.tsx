// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { db } from "../../lib/database/db";
import { useAuth } from "../../stores/auth";
import { useSignOutPrompt } from "../../stores/sign-out-prompt";
import { seriousViolations } from "../../testing/axe";
import { bearerFor, familyUser } from "../../testing/accounts";
import { KV } from "../../lib/database/store-keys";
import { flushOutbox } from "../../sync/flush";
import { newMutation, setFlushRequester } from "../../sync/outbox";
import { stubFetch } from "../../testing/device";
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

describe("ending the session on the server", () => {
  type Answer = (path: string) => Response | undefined;
  /** The fake API: `answer` decides each request; what it leaves unanswered fails like a lost connection. */
  const api = (answer: Answer) => stubFetch((url) => answer(url.pathname));
  const calls = (fetch: ReturnType<typeof stubFetch>) =>
    fetch.mock.calls.map(([url, init]) => `${String(url)} ${(init?.headers as Record<string, string> | undefined)?.authorization ?? ""}`);
  const stillToEnd = async () => (await db.kv.get(KV.endedSessions))?.value ?? [];
  const view = newMutation("analytics.view", { page: "/", referrer: "", user_agent: "t" }, ANA);

  beforeEach(() => setFlushRequester(() => void flushOutbox()));
  afterEach(() => {
    setFlushRequester(() => {});
    vi.unstubAllGlobals();
  });

  it("asks the server to end the session with its own token when the family signs out", async () => {
    const fetch = api((path) => (path === "/api/users/logout" ? new Response(null, { status: 204 }) : undefined));
    renderAt("/scavengerhunts");
    fireEvent.click(within(header()).getByRole("button", { name: "Logout" }));
    await vi.waitFor(() => expect(calls(fetch)).toEqual([`/api/users/logout Bearer ${ANA}`]));
    expect(useAuth.getState().user).toBeNull();
    await vi.waitFor(async () => expect(await stillToEnd()).toEqual([]));
  });

  it("signs out on the device at once when offline or refused, and tells the server once it answers", async () => {
    api(() => undefined);
    renderAt("/scavengerhunts");
    fireEvent.click(within(header()).getByRole("button", { name: "Logout" }));
    await vi.waitFor(() => expect(useAuth.getState().user).toBeNull());
    await vi.waitFor(async () => expect(await stillToEnd()).toEqual([ANA]));

    api((path) => (path === "/api/users/logout" ? new Response(null, { status: 503 }) : undefined));
    await flushOutbox();
    expect(await stillToEnd()).toEqual([ANA]);

    const fetch = api((path) => (path === "/api/users/logout" ? new Response(null, { status: 204 }) : undefined));
    await flushOutbox();
    expect(calls(fetch)).toEqual([`/api/users/logout Bearer ${ANA}`]);
    expect(await stillToEnd()).toEqual([]);
  });

  it("ends it only after what was still waiting with it has been sent", async () => {
    await db.outbox.add(view);
    let syncOk = false;
    const fetch = api((path) => {
      if (path === "/api/users/logout") return new Response(null, { status: 204 });
      if (path === "/api/sync") return syncOk ? Response.json({ results: [{ id: view.id, status: "applied" }] }) : new Response(null, { status: 503 });
      return undefined;
    });
    renderAt("/scavengerhunts");
    fireEvent.click(within(header()).getByRole("button", { name: "Logout" }));
    await vi.waitFor(() => expect(calls(fetch)).toEqual([`/api/sync Bearer ${ANA}`]));
    expect(await stillToEnd()).toEqual([ANA]);

    syncOk = true;
    await db.outbox.update(view.id, { nextAttemptAt: 0 });
    await flushOutbox();
    expect(calls(fetch).slice(1)).toEqual([`/api/sync Bearer ${ANA}`, `/api/users/logout Bearer ${ANA}`]);
    expect(await stillToEnd()).toEqual([]);
  });
});
