/**
 * Test helpers for screen tests (imported only by tests): a fake API behind a stubbed `fetch`, a
 * Map-backed Cache Storage, and a clean device between tests.
 */
import { vi } from "vitest";
import { db } from "../lib/database/db";
import { useAuth } from "../stores/auth";
import { useCart } from "../stores/cart";
import { useMembership, usePurchases } from "../stores/access";
import { EMPTY_PROGRESS, huntProgressStore, roperProgressStore, type ProgressStore } from "../features/hunts/stores/hunt-progress";
import { useToasts } from "../stores/toasts";

function hydrated(store: ProgressStore): Promise<void> {
  return new Promise((resolve) => {
    if (store.getState().hydrated) resolve();
    else store.subscribe((state) => state.hydrated && resolve());
  });
}

type Route = (url: URL, init: RequestInit | undefined) => Response | undefined | Promise<Response | undefined>;

/** Stubs fetch with a list of handlers; an unhandled request fails like a lost connection. */
export function stubFetch(...routes: Route[]) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost/");
    for (const route of routes) {
      const res = await route(url, init);
      if (res) return res;
    }
    throw new TypeError("Failed to fetch");
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

export const offline = () => stubFetch();

/** A Map-backed stand-in for Cache Storage (jsdom has none). */
export function stubCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      put: async (key: RequestInfo | URL, res: Response) => void entries.set(String(key), res),
      match: async (key: RequestInfo | URL) => entries.get(String(key)),
    };
  };
  vi.stubGlobal("caches", { open });
  return stores;
}

/** A fresh device: empty database, no purchases, no membership, no progress, no toast (the stores save their empty state). */
export async function resetDevice() {
  await Promise.all(db.tables.map((table) => table.clear()));
  usePurchases.setState({ purchased: {} });
  useMembership.setState({ active: false });
  for (const store of [1, 2, 3, 4].map(huntProgressStore).concat(roperProgressStore())) {
    // A store still reading its saved state would overwrite what a test sets up next.
    await hydrated(store);
    store.setState({ ...EMPTY_PROGRESS });
  }
  useToasts.setState({ toast: null });
  useCart.setState({ items: [], promoCode: null, discountCents: 0 });
  useAuth.setState({ token: null, user: null, adminToken: null, adminUser: null, loading: false });
}
