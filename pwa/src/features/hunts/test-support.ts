/**
 * Test helpers for the hunt screens (imported only by tests): sample hunts, and the device helpers
 * every screen test shares.
 */
import type { Hunt } from "#shared/schemas/hunt";
import { db, type StoredHunt } from "../../lib/db";

export { offline, resetDevice, stubCaches, stubFetch } from "../../testing/device";

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

export async function storeHunt(hunt: StoredHunt) {
  await db.hunts.put(hunt);
}

