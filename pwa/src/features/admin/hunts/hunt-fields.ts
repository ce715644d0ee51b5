/**
 * The hunt editor's fields, items and quiz questions included (points default to 10 and 5 in the
 * schema). An item may have a place: latitude and longitude (both or neither; empty is no place),
 * typed, pasted as one "lat, lng" from a maps app, or taken from the admin's own location on site,
 * with the radius that counts as there and the word on a sign for when GPS fails, a photo prompt
 * that asks the family for a picture there (their own, kept private), and how read-aloud says a name
 * that speech gets wrong, with "Try it" to hear it. Once the hunt is saved, its park map is placed and
 * fitted to the ground in "Park map", and an item can then be placed by a click on that map. A question's
 * correct answer is chosen from its own options, which is what the player's quiz compares against.
 */
import { CHECK_WORD_MAX } from "#shared/rules/check-word";
import { PHOTO_PROMPT_MAX } from "#shared/rules/family-record";
import { SAY_AS_MAX_CHARS } from "#shared/rules/read-aloud";
import { CHECK_IN_RADIUS_MAX_M, CHECK_IN_RADIUS_MIN_M } from "#shared/rules/geo";
import { HUNT_DIFFICULTIES } from "#shared/schemas/hunt";
import type { DraftValues, FieldSpec } from "../form/field-types";
import { ParkMapSection } from "./park-map/park-map-section";
import { PlaceOnMap } from "./park-map/place-on-map";
import { LAT_FIELD, LNG_FIELD } from "./place-fields";
import { TrySayAs } from "./try-say-as";
import { UseMyLocation } from "./use-my-location";

const isFree = (values: DraftValues) => Number(values.price || 0) === 0;

const ITEM_FIELDS: FieldSpec[] = [
  { name: "name", label: "Item name", widget: "text" },
  { name: "location_description", label: "Where to look", widget: "textarea", rows: 2 },
  { name: "educational_fact", label: "Fun fact", widget: "textarea", rows: 2 },
  { name: "points", label: "Points", widget: "number", min: 0 },
  { ...LAT_FIELD, hint: "Decimal degrees. Paste \"lat, lng\" from a maps app to fill both; leave both empty for no place." },
  LNG_FIELD,
  { name: "locate", label: "Use my location", widget: "action", render: UseMyLocation },
  { name: "place_on_map", label: "Place on the map", widget: "action", render: PlaceOnMap },
  {
    name: "radius_m",
    label: "Check-in radius (m)",
    widget: "number",
    min: CHECK_IN_RADIUS_MIN_M,
    max: CHECK_IN_RADIUS_MAX_M,
    hint: `How near counts as being there: ${CHECK_IN_RADIUS_MIN_M} to ${CHECK_IN_RADIUS_MAX_M} metres.`,
  },
  {
    name: "check_word",
    label: "Word on the sign",
    widget: "text",
    hint: `On a sign at the spot; families type it when GPS cannot place them. At most ${CHECK_WORD_MAX} characters; empty for none.`,
  },
  {
    name: "photo_prompt",
    label: "Photo prompt",
    widget: "text",
    hint: `For example: Take a picture of your family with the geyser. At most ${PHOTO_PROMPT_MAX} characters; empty for none.`,
  },
  {
    name: "say_as",
    label: "Say it like",
    widget: "text",
    hint: `Read aloud instead of the name, for names speech gets wrong: Ahwahnee as ah-WAH-nee. At most ${SAY_AS_MAX_CHARS} characters; empty reads the name.`,
  },
  { name: "try_say_as", label: "Try it", widget: "action", render: TrySayAs },
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
  { name: "park_map", label: "Park map", widget: "action", render: ParkMapSection },
  { name: "items", label: "Items to find", widget: "group", itemLabel: "Item", fields: ITEM_FIELDS },
  { name: "quiz_questions", label: "Quiz questions", widget: "group", itemLabel: "Question", fields: QUESTION_FIELDS },
];
