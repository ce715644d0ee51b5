/** Small, explicit inputs for tests that need content of their own rather than the sample seed. */
import type { HuntInput } from "#shared/schemas/hunt";

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
