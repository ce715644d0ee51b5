// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { bookInputSchema } from "#shared/schemas/book";
import { huntInputSchema } from "#shared/schemas/hunt";
import { postInputSchema } from "#shared/schemas/blog";
import type { FieldSpec } from "./field-types";
import { SchemaForm } from "./schema-form";

afterEach(cleanup);

const BOOK_FIELDS: FieldSpec[] = [
  { name: "title", label: "Title", widget: "text" },
  { name: "price", label: "Price", widget: "number", step: 0.01, required: true },
  { name: "pages", label: "Pages", widget: "number", required: true },
  { name: "category", label: "Category", widget: "select", options: ["Printed Book", "Digital Download"], required: true },
  { name: "available", label: "Available", widget: "checkbox" },
  { name: "features", label: "Features", widget: "list", itemLabel: "Feature" },
];

const HUNT_FIELDS: FieldSpec[] = [
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

function renderForm<S extends z.ZodObject<z.ZodRawShape>>(schema: S, fields: FieldSpec[], initial?: Record<string, unknown>) {
  const onSubmit = vi.fn(async (_data: z.output<S>): Promise<string | void> => undefined);
  render(<SchemaForm id="t" schema={schema} fields={fields} initial={initial} submitLabel="Save" onSubmit={onSubmit} />);
  return onSubmit;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));
const sent = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls[0]![0] as Record<string, unknown>;

describe("SchemaForm", () => {
  it("shows each required field's message next to it and focuses the first one", async () => {
    const onSubmit = renderForm(postInputSchema, [
      { name: "title", label: "Title", widget: "text" },
      { name: "excerpt", label: "Excerpt", widget: "textarea" },
      { name: "content", label: "Content", widget: "textarea" },
    ]);
    type("Content *", "Some words");
    save();

    const title = screen.getByLabelText("Title *");
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(title.getAttribute("aria-describedby")!)!.textContent).toBe("Title is required");
    expect(screen.getByText("Excerpt is required")).toBeTruthy();
    expect(screen.getByLabelText("Content *").getAttribute("aria-invalid")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("starts from the schema's defaults and sends typed numbers as numbers", async () => {
    const onSubmit = renderForm(bookInputSchema, BOOK_FIELDS);
    expect((screen.getByLabelText("Price *") as HTMLInputElement).value).toBe("13.99");
    expect((screen.getByLabelText("Pages *") as HTMLInputElement).value).toBe("32");
    expect((screen.getByLabelText("Category *") as HTMLSelectElement).value).toBe("Printed Book");
    expect((screen.getByLabelText("Available") as HTMLInputElement).checked).toBe(false);

    type("Title *", "Zion Guide");
    type("Price *", "12.5");
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(sent(onSubmit)).toMatchObject({ title: "Zion Guide", price: 12.5, pages: 32, category: "Printed Book", available: false });
  });

  it("says a required number was emptied instead of quietly sending the default", async () => {
    const onSubmit = renderForm(bookInputSchema, BOOK_FIELDS);
    type("Title *", "Zion Guide");
    type("Price *", "");
    save();
    expect(await screen.findByText("Price is required")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Price *")));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("turns comma-separated tags into a list, trimmed, without empties", async () => {
    const onSubmit = renderForm(postInputSchema, [
      { name: "title", label: "Title", widget: "text" },
      { name: "tags", label: "Tags", widget: "tags" },
    ], { excerpt: "e", content: "c", author: "Ann" });
    type("Title *", "Hello");
    type("Tags", " Hiking , ,Family,  Utah ,");
    expect(within(screen.getByRole("list", { name: "Tags as entered" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Hiking",
      "Family",
      "Utah",
    ]);
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(sent(onSubmit).tags).toEqual(["Hiking", "Family", "Utah"]);
    // Fields the form does not show keep the values it was opened with.
    expect(sent(onSubmit)).toMatchObject({ excerpt: "e", content: "c", author: "Ann" });
  });

  it("edits a list of strings, dropping blank entries", async () => {
    const onSubmit = renderForm(bookInputSchema, BOOK_FIELDS, { title: "Guide", features: ["Maps"] });
    expect((screen.getByLabelText("Feature 1") as HTMLInputElement).value).toBe("Maps");
    fireEvent.click(screen.getByRole("button", { name: "Add feature" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Feature 2"));
    type("Feature 2", "Stickers");
    fireEvent.click(screen.getByRole("button", { name: "Add feature" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove feature 1" }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(sent(onSubmit).features).toEqual(["Stickers"]);
  });

  it("adds, reorders and removes group rows, new rows taking the row schema's defaults", async () => {
    const onSubmit = renderForm(huntInputSchema, HUNT_FIELDS);
    type("Title *", "Canyon Hunt");
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    expect(document.activeElement).toBe(screen.getAllByLabelText("Item name *")[2]);
    screen.getAllByLabelText("Item name *").forEach((input, i) => fireEvent.change(input, { target: { value: ["Arch", "Bison", "Cactus"][i] } }));
    expect(screen.getAllByLabelText("Points").map((p) => (p as HTMLInputElement).value)).toEqual(["10", "10", "10"]);

    fireEvent.click(screen.getByRole("button", { name: "Move up item 3" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move up item 2" }));
    expect(screen.getByRole("button", { name: "Move up item 1" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Move down item 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove item 3" }));
    expect(screen.getAllByLabelText("Item name *").map((i) => (i as HTMLInputElement).value)).toEqual(["Cactus", "Arch"]);

    fireEvent.click(screen.getByRole("button", { name: "Add question" }));
    expect((screen.getAllByLabelText("Points")[2] as HTMLInputElement).value).toBe("5");
    type("Question *", "Which is tallest?");
    fireEvent.click(screen.getByRole("button", { name: "Add option" }));
    type("Option 1", "Arch");
    fireEvent.click(screen.getByRole("button", { name: "Add option" }));
    type("Option 2", "Cactus");
    fireEvent.change(screen.getByLabelText("Correct answer *"), { target: { value: "Cactus" } });
    save();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(sent(onSubmit)).toMatchObject({
      items: [
        { name: "Cactus", points: 10, location_description: "" },
        { name: "Arch", points: 10 },
      ],
      quiz_questions: [{ question: "Which is tallest?", options: ["Arch", "Cactus"], correct_answer: "Cactus", points: 5 }],
    });
  });

  it("shows a row field's message in that row and focuses it when it is the first problem", async () => {
    const onSubmit = renderForm(huntInputSchema, HUNT_FIELDS, { title: "Canyon Hunt" });
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    fireEvent.click(screen.getByRole("button", { name: "Add question" }));
    type("Question *", "Pick one");
    save();

    const name = screen.getByLabelText("Item name *");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByText("Item name is required")).toBeTruthy();
    const question = within(screen.getByRole("group", { name: "Question 1" }));
    expect(question.getByText("A question needs at least 2 options")).toBeTruthy();
    expect(question.getByText("Correct answer is required")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal above the buttons", async () => {
    render(
      <SchemaForm id="t" schema={bookInputSchema} fields={BOOK_FIELDS} initial={{ title: "Guide" }} submitLabel="Save" onSubmit={async () => "Title already taken"} />,
    );
    save();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Title already taken");
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
