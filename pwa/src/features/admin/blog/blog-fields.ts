/** The blog editor's fields; a post's schedule is set only when it is created. */
import { readTime } from "#shared/rules/read-time";
import type { FieldSpec } from "../form/field-types";

const CONTENT_HINT = "HTML, or plain text with '## ' headings, **bold** lines and '- ' list items.";

const BASE_FIELDS: FieldSpec[] = [
  { name: "title", label: "Title", widget: "text" },
  { name: "excerpt", label: "Excerpt", widget: "textarea", rows: 2 },
  {
    name: "content",
    label: "Content",
    widget: "textarea",
    rows: 14,
    hint: (values) => `${readTime(String(values.content ?? ""))}. ${CONTENT_HINT}`,
  },
  { name: "author", label: "Author", widget: "text" },
  { name: "tags", label: "Tags", widget: "tags" },
  { name: "image", label: "Featured image", widget: "image" },
  { name: "featured", label: "Featured post", widget: "checkbox" },
  { name: "published", label: "Published", widget: "checkbox" },
];

const SCHEDULE_FIELD: FieldSpec = {
  name: "scheduled_date",
  label: "Schedule publication",
  widget: "datetime",
  minNow: true,
  visible: (values) => values.published !== true,
  hint: "Leave empty to keep a draft; a future time publishes the post then.",
};

export const NEW_POST_FIELDS: readonly FieldSpec[] = [...BASE_FIELDS, SCHEDULE_FIELD];
export const EDIT_POST_FIELDS: readonly FieldSpec[] = BASE_FIELDS;
