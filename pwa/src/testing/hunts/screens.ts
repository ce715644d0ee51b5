/**
 * Test helpers for the hunt screens (imported only by tests): sample hunts, and the device helpers
 * every screen test shares.
 */
import { createHash } from "node:crypto";
import type { Hunt } from "#shared/schemas/hunt";
import { db, type StoredHunt } from "../../lib/database/db";
import { COURT_VIEW, WEEPING_ROCK, WEEPING_ROCK_WORD } from "./places";

export { offline, resetDevice, stubCaches, stubFetch } from "../device";

/** An item with no place and no sign word: found by a tap, as before items had places. */
const UNPLACED = { lat: null, lng: null, radius_m: 40, check_word_hash: "" } as const;

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
      { id: 11, name: "Weeping Rock", location_description: "Along the Weeping Rock trail", educational_fact: "The rock drips water that fell as rain a thousand years ago.", points: 10, ...UNPLACED },
      { id: 12, name: "Checkerboard Mesa", location_description: "East entrance", educational_fact: "Its cracks come from freezing and thawing.", points: 10, ...UNPLACED },
    ],
    quiz_questions: [
      { id: 21, question: "What makes Weeping Rock drip?", options: ["Old rain", "A pipe"], correct_answer: "Old rain", points: 5 },
      { id: 22, question: "Where is Checkerboard Mesa?", options: ["East entrance", "North pole"], correct_answer: "East entrance", points: 5 },
    ],
    ...overrides,
  };
}

/** The SHA-256 of a normalized sign word, worked out here independently of the app's own rule. */
const signHash = (normalized: string) => createHash("sha256").update(normalized).digest("hex");

/**
 * A hunt played in the field: item 1 has a place and a sign word, item 2 only a sign word, item 3 only
 * a place, item 4 neither.
 */
export function placedHunt(overrides: Partial<Hunt> = {}): Hunt {
  const base = sampleHunt();
  return sampleHunt({
    item_count: 4,
    items: [
      { ...base.items[0]!, ...WEEPING_ROCK, radius_m: 40, check_word_hash: signHash(WEEPING_ROCK_WORD.toLowerCase()) },
      { id: 13, name: "Emerald Pools", location_description: "Find the sign by the lower pool", educational_fact: "Algae make the pools green.", points: 10, ...UNPLACED, check_word_hash: signHash("algae") },
      { id: 14, name: "Court of the Patriarchs", location_description: "The viewpoint off the shuttle stop", educational_fact: "The three peaks are named after Abraham, Isaac and Jacob.", points: 10, ...UNPLACED, ...COURT_VIEW, radius_m: 30 },
      base.items[1]!,
    ],
    ...overrides,
  });
}

export async function storeHunt(hunt: StoredHunt) {
  await db.hunts.put(hunt);
}

