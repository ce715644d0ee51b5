/** Helpers for the SchemaForm tests (imported only by tests). */
import { fireEvent, render, screen } from "@testing-library/react";
import { vi } from "vitest";
import type { z } from "zod";
import type { FieldSpec } from "../../features/admin/form/field-types";
import { SchemaForm } from "../../features/admin/form/schema-form";

export const BOOK_FIELDS: FieldSpec[] = [
  { name: "title", label: "Title", widget: "text" },
  { name: "price", label: "Price", widget: "number", step: 0.01, required: true },
  { name: "pages", label: "Pages", widget: "number", required: true },
  { name: "category", label: "Category", widget: "select", options: ["Printed Book", "Digital Download"], required: true },
  { name: "available", label: "Available", widget: "checkbox" },
  { name: "features", label: "Features", widget: "list", itemLabel: "Feature" },
];

export const HUNT_FIELDS: FieldSpec[] = [
  { name: "title", label: "Title", widget: "text" },
  {
    name: "items",
    label: "Items",
    widget: "group",
    itemLabel: "Item",
    fields: [
      { name: "name", label: "Item name", widget: "text" },
      { name: "points", label: "Points", widget: "number" },
    ],
  },
  {
    name: "quiz_questions",
    label: "Quiz questions",
    widget: "group",
    itemLabel: "Question",
    fields: [
      { name: "question", label: "Question", widget: "text" },
      { name: "options", label: "Options", widget: "list", itemLabel: "Option" },
      { name: "correct_answer", label: "Correct answer", widget: "select", options: (row) => (row.options as string[]).filter(Boolean) },
      { name: "points", label: "Points", widget: "number" },
    ],
  },
];

export function renderForm<S extends z.ZodObject<z.ZodRawShape>>(schema: S, fields: FieldSpec[], initial?: Record<string, unknown>) {
  const onSubmit = vi.fn(async (_data: z.output<S>): Promise<string | void> => undefined);
  render(<SchemaForm id="t" schema={schema} fields={fields} initial={initial} submitLabel="Save" onSubmit={onSubmit} />);
  return onSubmit;
}

export const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));
export const sent = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls[0]![0] as Record<string, unknown>;

