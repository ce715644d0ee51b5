/** Small, explicit inputs for tests that need content of their own rather than the sample seed. */
import { scoreRun, type ScoringSheet } from "#shared/rules/scoring";
import type { HuntInput } from "#shared/schemas/hunt";

/** A post's body for the admin's POST /api/blog/posts (a draft unless `over` publishes it). */
export const postDraft = (over: Record<string, unknown> = {}) => ({
  title: "A Day at Zion",
  excerpt: "Slot canyons and river walks.",
  content: "We walked the Riverside Walk.",
  author: "Ranger Rosie",
  tags: ["Utah"],
  ...over,
});

export function huntInput(overrides: Partial<HuntInput> = {}): HuntInput {
  return {
    title: "Old Faithful Explorer",
    description: "Find the wonders around the Upper Geyser Basin.",
    location: "Yellowstone National Park",
    difficulty: "easy",
    price: 0,
    published: true,
    estimated_time: "2 hours",
    age_range: "Ages 5-12",
    items: [
      { name: "Old Faithful", location_description: "Upper Geyser Basin", educational_fact: "It erupts about every 90 minutes." },
      { name: "Castle Geyser", location_description: "Along the boardwalk", educational_fact: "One of the oldest geysers in the basin." },
      { name: "Morning Glory Pool", location_description: "End of the boardwalk", educational_fact: "Named for the flower." },
    ],
    quiz_questions: [
      { question: "About how often does Old Faithful erupt?", options: ["Every 10 minutes", "About every 90 minutes"], correct_answer: "About every 90 minutes" },
      { question: "Morning Glory Pool is named after a flower.", options: ["True", "False"], correct_answer: "True" },
    ],
    ...overrides,
  };
}

/** When the finds of appCompletion were made. */
export const FOUND_AT = "2026-07-04T15:00:00.000Z";

/**
 * What the app sends when a run of a hunt ends (`sheet`: huntSheet of the hunt as the API answers it, or
 * ROPER_SCORING): the first `found` items found by a tap, the first `right` questions answered right and
 * the rest wrong, and the score and badge the phone shows for that.
 */
export function appCompletion(sheet: ScoringSheet, { found = sheet.items.length, right = sheet.questions.length } = {}) {
  const finds = sheet.items.slice(0, found).map((item) => ({ item_id: item.id, method: "tap" as const, at: FOUND_AT }));
  const answers: Record<string, string> = Object.fromEntries(sheet.questions.map((q, i) => [String(q.id), i < right ? q.correct_answer : "wrong"]));
  const shown = scoreRun(sheet, { found: finds.map((find) => find.item_id), answers });
  return { score: shown.score, badge_earned: shown.badge_earned, finds, answers };
}
