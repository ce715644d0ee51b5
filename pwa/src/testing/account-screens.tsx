/**
 * Test helpers for the account screens (imported only by tests): sample accounts and coupons, a router
 * with the pages these screens send people to, and an accessibility check.
 */
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { expect, vi } from "vitest";
import type { Coupon, User } from "#shared/schemas/user";
import { REFRESH_MIN_MS } from "../lib/api/background-refresh";
import { useAuth } from "../stores/auth";
import { useToasts } from "../stores/toasts";

import { seriousViolations } from "./axe";
import { freshDeviceEachTest } from "./fresh-device";

export { offline, resetDevice, stubFetch } from "./device";

export const LONG_TOKEN = `eyJhbGciOiJIUzI1NiJ9.${"a".repeat(60)}.signature`;

export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: "Maya Rivers",
    email: "maya@example.com",
    phone: "555-0100",
    role: "user",
    points_balance: 300,
    membership_tier: "free",
    marketing_consent: false,
    created_at: "2024-03-05T10:00:00.000Z",
    purchase_history: [],
    ...overrides,
  };
}

export function sampleCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    code: "PARKS5",
    discount_type: "fixed",
    discount_amount: 5,
    points_cost: 100,
    remaining_uses: 50,
    expires_at: "2099-06-30T23:59:59.000Z",
    description: "$5 off your next guidebook order.",
    ...overrides,
  };
}

export function signInAs(user: User, token = LONG_TOKEN) {
  useAuth.setState({ token, user, adminToken: null, adminUser: null, loading: false });
}

export const currentToast = () => useToasts.getState().toast;

/** Each test of the file starts on a fresh device a minute later (freshDeviceEachTest). */
export const freshAccountEachTest = () => freshDeviceEachTest(nextMinute);

/** Background refreshes run at most once a minute per key; each test starts a minute later so its own runs. */
let clock = Date.parse("2030-01-01T00:00:00.000Z");
export function nextMinute() {
  vi.useFakeTimers({ toFake: ["Date"] });
  clock += REFRESH_MIN_MS + 1;
  vi.setSystemTime(clock);
}

/** Where the page sent the user, shown so tests can read it like a user would. */
function Landing() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

export function renderPage(path: string, page: ReactElement, state?: unknown, search = "") {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: "*", element: <Landing /> },
    ],
    { initialEntries: [{ pathname: path, search, state }] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** No serious or critical accessibility problems (contrast needs a real layout engine, so jsdom skips it). */
export async function expectAccessible(container: HTMLElement) {
  expect(await seriousViolations(container)).toEqual([]);
}

/** A JSON answer from the fake API for one method and path. */
export function route(method: string, path: string, answer: (init: RequestInit | undefined) => Response) {
  return (url: URL, init: RequestInit | undefined) =>
    url.pathname === path && (init?.method ?? "GET") === method ? answer(init) : undefined;
}
