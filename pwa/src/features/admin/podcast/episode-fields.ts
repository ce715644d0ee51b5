/** The inline episode form's fields (season and episode number default to 1 in the schema). */
import type { FieldSpec } from "../form/field-types";

export const EPISODE_FIELDS: readonly FieldSpec[] = [
  { name: "title", label: "Title", widget: "text" },
  { name: "description", label: "Description", widget: "textarea", rows: 4 },
  { name: "duration", label: "Duration", widget: "text", hint: "For example: 45 min" },
  { name: "season", label: "Season", widget: "number", min: 1, required: true },
  { name: "episode_number", label: "Episode number", widget: "number", min: 1, required: true },
  { name: "spotify_url", label: "Spotify URL", widget: "text", type: "url" },
  { name: "apple_podcasts_url", label: "Apple Podcasts URL", widget: "text", type: "url" },
  { name: "published", label: "Published", widget: "checkbox", hint: "Drafts are only visible here." },
];
