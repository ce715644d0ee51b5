/** Sample hunts and a stand-in GPS for the admin hunt tests (imported only by tests). */
import { act } from "@testing-library/react";
import { vi } from "vitest";
import type { Hunt, HuntAnalytics } from "#shared/schemas/hunt";

/** An item with no place and no sign word, as in an admin's read. */
const UNLOCATED = { lat: null, lng: null, radius_m: 40, check_word: "", check_word_hash: "", photo_prompt: "", say_as: "" };

export function sampleHunt(overrides: Partial<Hunt> = {}): Hunt {
  return {
    id: 1,
    title: "Canyon Critters",
    description: "Find the canyon's animals.",
    location: "Zion National Park",
    difficulty: "medium",
    price: 2.99,
    teaser: false,
    thumbnail_image: "",
    estimated_time: "2 hours",
    age_range: "All Ages",
    featured: false,
    published: true,
    item_count: 2,
    question_count: 1,
    view_count: 3,
    completion_count: 1,
    purchase_count: 1,
    items: [
      { id: 11, name: "Mule deer", location_description: "Meadows", educational_fact: "Big ears", points: 10, ...UNLOCATED },
      { id: 12, name: "Condor", location_description: "Cliffs", educational_fact: "Huge wings", points: 15, ...UNLOCATED },
    ],
    quiz_questions: [{ id: 21, question: "Which bird soars highest?", options: ["Condor", "Robin"], correct_answer: "Condor", points: 5 }],
    ...overrides,
  };
}

export const ANALYTICS: HuntAnalytics = {
  total_hunts: 2,
  total_revenue: 29.9,
  total_purchases: 10,
  total_completions: 7,
  completions_by_lang: { en: 5, es: 2 },
  hunt_details: [
    {
      hunt_id: 1,
      title: "Canyon Critters",
      views: 120,
      completions: 7,
      purchases: 10,
      finds_by_method: { gps: 9, word: 3, tap: 2, photo: 4 },
      completions_by_lang: { en: 5, es: 2 },
      revenue: 29.9,
    },
    {
      hunt_id: 2,
      title: "Draft Dunes",
      views: 0,
      completions: 0,
      purchases: 0,
      finds_by_method: { gps: 0, word: 0, tap: 0, photo: 0 },
      completions_by_lang: { en: 0, es: 0 },
      revenue: 0,
    },
  ],
};

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/**
 * `navigator.geolocation` in jsdom: each `getCurrentPosition` waits until the test answers it with a
 * place or an error code (1 denied, 2 unavailable, 3 timeout). `missing` leaves the browser without it.
 */
export function fakeGeolocation({ missing = false } = {}) {
  const asks: { success: Success; failure?: Failure | null; options?: PositionOptions }[] = [];
  const geolocation = {
    getCurrentPosition: vi.fn((success: Success, failure?: Failure | null, options?: PositionOptions) => {
      asks.push({ success, failure, options });
    }),
    watchPosition: vi.fn(() => 0),
    clearWatch: vi.fn(),
  };
  // A proxy rather than a copy: jsdom's own navigator getters only answer on the real object.
  const real = navigator;
  vi.stubGlobal(
    "navigator",
    new Proxy(real, {
      get: (target, key) => {
        if (key === "geolocation") return missing ? undefined : geolocation;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
      has: (target, key) => (key === "geolocation" ? !missing : Reflect.has(target, key)),
    }),
  );
  return {
    geolocation,
    /** Questions not yet answered. */
    waiting: () => asks.length,
    at(latitude: number, longitude: number, accuracy: number) {
      const position = { coords: { latitude, longitude, accuracy }, timestamp: Date.now() } as GeolocationPosition;
      act(() => asks.splice(0).forEach(({ success }) => success(position)));
    },
    fail(code: 1 | 2 | 3) {
      const error = { code, message: "", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError;
      act(() => asks.splice(0).forEach(({ failure }) => failure?.(error)));
    },
  };
}
