/**
 * The hunt editor's fields, items and quiz questions included (points default to 10 and 5 in the
 * schema). A question's correct answer is chosen from its own options, which is what the player's quiz
 * compares against.
 */
import { HUNT_DIFFICULTIES } from "#shared/schemas/hunt";
import type { DraftValues, FieldSpec } from "../form/field-types";

const isFree = (values: DraftValues) => Number(values.price || 0) === 0;

const ITEM_FIELDS: FieldSpec[] = [
  { name: "name", label: "Item name", widget: "text" },
  { name: "location_description", label: "Where to look", widget: "textarea", rows: 2 },
  { name: "educational_fact", label: "Fun fact", widget: "textarea", rows: 2 },
  { name: "points", label: "Points", widget: "number", min: 0 },
];

const QUESTION_FIELDS: FieldSpec[] = [
  { name: "question", label: "Question", widget: "text" },
  { name: "options", label: "Answer options", widget: "list", itemLabel: "Option" },
  {
    name: "correct_answer",
    label: "Correct answer",
    widget: "select",
    options: (row) => (row.options as string[]).map((o) => o.trim()).filter(Boolean),
  },
  { name: "points", label: "Points", widget: "number", min: 0 },
];

export const HUNT_FIELDS: readonly FieldSpec[] = [
  { name: "title", label: "Title", widget: "text" },
  { name: "description", label: "Description", widget: "textarea", rows: 4 },
  { name: "location", label: "Location", widget: "text" },
  { name: "difficulty", label: "Difficulty", widget: "select", options: HUNT_DIFFICULTIES },
  { name: "price", label: "Price", widget: "number", step: 0.01, min: 0, required: true, hint: "In US dollars; 0 makes the hunt free." },
  { name: "teaser", label: "Free teaser", widget: "checkbox", visible: isFree, hint: "Shown as FREE TEASER in the hunt list." },
  { name: "thumbnail_image", label: "Thumbnail image", widget: "image" },
  { name: "estimated_time", label: "Estimated time", widget: "text", hint: "For example: 2-3 hours" },
  { name: "age_range", label: "Age range", widget: "text", hint: "For example: All Ages" },
  { name: "featured", label: "Featured", widget: "checkbox" },
  { name: "published", label: "Published", widget: "checkbox", hint: "Families only see and play published hunts; unticked, it is a draft." },
  { name: "items", label: "Items to find", widget: "group", itemLabel: "Item", fields: ITEM_FIELDS },
  { name: "quiz_questions", label: "Quiz questions", widget: "group", itemLabel: "Question", fields: QUESTION_FIELDS },
];
