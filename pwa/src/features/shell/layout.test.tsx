// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { User } from "#shared/schemas/user";
import { db } from "../../lib/database/db";
import { useAuth } from "../../stores/auth";
import { useCart, type CartItem } from "../../stores/cart";
import { balanceRead } from "../../lib/points/balance-read";
import { flushOutbox } from "../../sync/flush";
import { newMutation } from "../../sync/outbox";
import { bearerFor } from "../../testing/accounts";
import { Layout } from "./layout";

const ada: User = {
  id: 1,
  name: "Ada",
  email: "ada@example.com",
  phone: "",
  role: "user",
  points_balance: 120,
  membership_tier: "free",
  marketing_consent: false,
  created_at: "2024-01-01T00:00:00Z",
  purchase_history: [],
};
const admin: User = { ...ada, id: 2, name: "Grace", email: "grace@example.com", role: "admin" };
const book = (id: number, quantity: number): CartItem => ({ id, title: `Book ${id}`, image: "", category: "Printed Book", pages: 32, price: 13.99, quantity });

function renderAt(path = "/") {
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: "*", element: <h1>Page</h1> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const header = () => screen.getByRole("banner");

beforeAll(async () => {
  await useAuth.persist.rehydrate();
  await useCart.persist.rehydrate();
});

beforeEach(async () => {
  await db.outbox.clear();
  useAuth.setState({ loading: false, user: null, token: null, adminToken: null, adminUser: null });
  useCart.setState({ items: [] });
});

afterEach(cleanup);

describe("Layout", () => {
  it("lists the main navigation, a skip link and the page in main", () => {
    renderAt();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Parks Directory", "/map"],
      ["Blog", "/blog"],
      ["Shop", "/shop"],
      ["Podcast", "/podcast"],
      ["Scavenger Hunts", "/scavengerhunts"],
      ["Mobile App", "/app"],
    ]);
    expect(screen.getByRole("link", { name: "Skip to content" }).getAttribute("href")).toBe("#main");
    expect(within(screen.getByRole("main")).getByRole("heading", { name: "Page" })).toBeTruthy();
    expect(screen.getByRole("main").id).toBe("main");
    expect(within(screen.getByRole("contentinfo")).getByRole("link", { name: "Admin" }).getAttribute("href")).toBe("/admin/login");
  });

  it("offers Login and Sign Up to visitors", () => {
    renderAt();
    expect(within(header()).getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(within(header()).getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe("/register");
    expect(within(header()).queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it("shows nothing in the account corner while the session loads", () => {
    useAuth.setState({ loading: true });
    renderAt();
    expect(within(header()).queryByRole("link", { name: "Login" })).toBeNull();
  });

  it("badges the cart with the total quantity", () => {
    useCart.setState({ items: [book(1, 2), book(2, 3)] });
    renderAt();
    const cart = within(header()).getByRole("link", { name: /^Cart/ });
    expect(cart.getAttribute("href")).toBe("/cart");
    expect(cart.textContent).toBe("Cart 5 items");
  });

  it("shows a family its points, pending hunt points, profile button and logout", async () => {
    useAuth.setState({ user: ada, token: "tok-ada" });
    await db.outbox.bulkAdd([
      newMutation("hunt.complete", { hunt_id: 7, score: 40, badge_earned: false }, "tok-ada", 1),
      newMutation("hunt.complete", { hunt_id: 7, score: 90, badge_earned: true }, "tok-ada", 2),
      newMutation("hunt.complete", { hunt_id: 8, score: 20, badge_earned: false }, "tok-ada", 3),
      // Queued while signed out or by someone else: not this account's points.
      newMutation("hunt.complete", { hunt_id: 9, score: 20, badge_earned: false }, null, 4),
      newMutation("analytics.view", { page: "/" }, "tok-ada", 5),
    ]);
    const router = renderAt();
    const points = within(header()).getByRole("link", { name: /120 points/ });
    expect(points.getAttribute("href")).toBe("/points-store");
    expect(await within(header()).findByText("+150 pending")).toBeTruthy();
    expect(within(header()).queryByRole("link", { name: "Login" })).toBeNull();
    expect(within(header()).queryByRole("link", { name: "Admin Dashboard" })).toBeNull();
    fireEvent.click(within(header()).getByRole("button", { name: "Ada" }));
    expect(router.state.location.pathname).toBe("/profile");
    fireEvent.click(within(header()).getByRole("button", { name: "Logout" }));
    const question = await screen.findByRole("dialog", { name: "3 hunt results are still waiting to send. Sign out anyway?" });
    fireEvent.click(within(question).getByRole("button", { name: "Sign out" }));
    await vi.waitFor(() => expect(useAuth.getState().user).toBeNull());
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the server's points for a delivered hunt completion, and the estimate only for one still on its way", async () => {
    const token = bearerFor(ada.id);
    useAuth.setState({ user: ada, token });
    // Read with the session at sign-in, an hour before the hunts.
    await balanceRead(ada.id, Date.now() - 3_600_000);
    const answered = newMutation("hunt.complete", { hunt_id: 7, score: 90, badge_earned: true }, token);
    await db.outbox.bulkAdd([answered, newMutation("hunt.complete", { hunt_id: 8, score: 20, badge_earned: false }, token)]);
    renderAt();
    expect(await within(header()).findByText("+150 pending")).toBeTruthy();

    // The badge was earned on an earlier run: the server awards 50 for this one, not the 100 estimated.
    const sync = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      const { mutations } = JSON.parse(String(init?.body)) as { mutations: { id: string }[] };
      return Response.json({
        results: mutations.map((m) =>
          m.id === answered.id
            ? { id: m.id, status: "applied", result: { hunt_id: 7, score: 90, badge_earned: true, points_awarded: 50 } }
            : { id: m.id, status: "retry", retry_after: 60 },
        ),
      });
    }) as typeof fetch;
    await flushOutbox({ fetch: sync });
    expect(await within(header()).findByRole("link", { name: /^170 points/ })).toBeTruthy();
    expect(within(header()).getByText("+50 pending")).toBeTruthy();
  });

  it("labels the profile button 'Profile' when the account has no name", () => {
    useAuth.setState({ user: { ...ada, name: "" }, token: "t" });
    renderAt();
    expect(within(header()).getByRole("button", { name: "Profile" })).toBeTruthy();
  });

  it("shows an admin the dashboard link instead of profile and points", () => {
    useAuth.setState({ user: admin, token: "tok-admin", adminUser: admin, adminToken: "tok-admin" });
    renderAt();
    expect(within(header()).getByRole("link", { name: "Admin Dashboard" }).getAttribute("href")).toBe("/admin/dashboard");
    expect(within(header()).queryByRole("link", { name: /points/ })).toBeNull();
    expect(within(header()).queryByRole("button", { name: "Grace" })).toBeNull();
    expect(within(header()).getByRole("button", { name: "Logout" })).toBeTruthy();
  });

  it("has a mobile menu with My Profile, Sign Out and Cart (n)", async () => {
    useAuth.setState({ user: ada, token: "tok-ada" });
    useCart.setState({ items: [book(1, 2)] });
    renderAt();
    const toggle = within(header()).getByRole("button", { name: "Menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = await screen.findByRole("navigation", { name: "Mobile" });
    expect(within(menu).getByRole("link", { name: "My Profile" }).getAttribute("href")).toBe("/profile");
    expect(within(menu).getByRole("link", { name: "Cart (2)" }).getAttribute("href")).toBe("/cart");
    expect(within(menu).getByRole("button", { name: "Sign Out" })).toBeTruthy();
    fireEvent.click(within(menu).getByRole("link", { name: "My Profile" }));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
  });

  it("gives an admin 'Admin Dashboard' in the mobile menu", async () => {
    useAuth.setState({ user: admin, token: "tok-admin" });
    renderAt();
    fireEvent.click(within(header()).getByRole("button", { name: "Menu" }));
    const menu = await screen.findByRole("navigation", { name: "Mobile" });
    expect(within(menu).getByRole("link", { name: "Admin Dashboard" })).toBeTruthy();
    expect(within(menu).queryByRole("link", { name: "My Profile" })).toBeNull();
    expect(within(menu).getByRole("link", { name: "Cart (0)" })).toBeTruthy();
  });
});
