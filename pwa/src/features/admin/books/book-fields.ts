/** The inline book form's fields (defaults 13.99, 32 pages, 'Printed Book', not available come from the schema). */
import { BOOK_CATEGORIES, BOOK_DIFFICULTIES } from "#shared/schemas/book";
import type { FieldSpec } from "../form/field-types";

export const BOOK_FIELDS: readonly FieldSpec[] = [
  { name: "title", label: "Title", widget: "text" },
  { name: "description", label: "Description", widget: "textarea", rows: 4 },
  { name: "price", label: "Price", widget: "number", step: 0.01, min: 0, required: true, hint: "In US dollars." },
  { name: "pages", label: "Pages", widget: "number", min: 1, required: true },
  { name: "category", label: "Category", widget: "select", options: BOOK_CATEGORIES, required: true },
  { name: "difficulty", label: "Difficulty", widget: "select", options: BOOK_DIFFICULTIES },
  { name: "available", label: "Available", widget: "checkbox", hint: "Unavailable books show as Coming Soon in the shop." },
  { name: "bestseller", label: "Bestseller", widget: "checkbox" },
  { name: "cover_image", label: "Cover image", widget: "image" },
  { name: "features", label: "Features", widget: "list", itemLabel: "Feature" },
];
