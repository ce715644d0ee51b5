/**
 * Test helpers for the hunt screens (imported only by tests): sample hunts, a fake API behind a
 * stubbed `fetch`, a Map-backed Cache Storage, and a clean device between tests.
 */
import { vi } from "vitest";
import type { Hunt } from "#shared/schemas/hunt";
import { db, type StoredHunt } from "../../lib/db";
import { useMembership, usePurchases } from "../../stores/access";
import { EMPTY_PROGRESS, huntProgressStore, roperProgressStore, type ProgressStore } from "../../stores/hunt-progress";
import { useToasts } from "../../stores/toasts";

export function sampleHunt(overrides: Partial<Hunt> = {}): Hunt {
  return {
    id: 1,
    title: "Zion Canyon Quest",
    description: "Find the wonders of Zion.",
    location: "Zion National Park, Utah",
    difficulty: "easy",
    price: 0,
    teaser: false,
    thumbnail_image: "/uploads/zion.jpg",
    estimated_time: "2 hours",
    age_range: "6-12",
    featured: false,
    published: true,
    item_count: 2,
    question_count: 2,
    view_count: 0,
    completion_count: 0,
    purchase_count: 0,
    items: [
      { id: 11, name: "Weeping Rock", location_description: "Along the Weeping Rock trail", educational_fact: "The rock drips water that fell as rain a thousand years ago.", points: 10 },
      { id: 12, name: "Checkerboard Mesa", location_description: "East entrance", educational_fact: "Its cracks come from freezing and thawing.", points: 10 },
    ],
    quiz_questions: [
      { id: 21, question: "What makes Weeping Rock drip?", options: ["Old rain", "A pipe"], correct_answer: "Old rain", points: 5 },
      { id: 22, question: "Where is Checkerboard Mesa?", options: ["East entrance", "North pole"], correct_answer: "East entrance", points: 5 },
    ],
    ...overrides,
  };
}

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

export async function storeHunt(hunt: StoredHunt) {
  await db.hunts.put(hunt);
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
}
