// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { bookInputSchema } from "#shared/schemas/book";
import { huntInputSchema } from "#shared/schemas/hunt";
import type { ActionField, FieldSpec } from "./field-types";
import { BOOK_FIELDS, HUNT_FIELDS, renderForm, save, sent, type } from "../../../testing/admin/schema-form";

afterEach(cleanup);

describe("SchemaForm lists and repeatable groups", () => {
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

  it("sends back what a row's fields leave out as the row was opened, and nothing for an action", async () => {
    const placed = { name: "Old Faithful", points: 10, lat: 44.46, lng: -110.83, radius_m: 60, check_word: "Predicted", id: 3 };
    const rename: ActionField = {
      name: "rename",
      label: "Rename",
      widget: "action",
      render: ({ id, field, setScope }) => (
        <button id={id} type="button" onClick={() => setScope({ name: "Renamed", points: "12" })}>
          {field.label}
        </button>
      ),
    };
    const fields = HUNT_FIELDS.map((field): FieldSpec => (field.widget === "group" && field.name === "items" ? { ...field, fields: [...field.fields, rename] } : field));
    const onSubmit = renderForm(huntInputSchema, fields, { title: "Geysers", items: [placed, { name: "Boardwalk", points: 5 }] });
    fireEvent.click(within(screen.getByRole("group", { name: "Item 2" })).getByRole("button", { name: "Rename" }));
    expect(screen.getAllByLabelText("Item name *").map((i) => (i as HTMLInputElement).value)).toEqual(["Old Faithful", "Renamed"]);
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(sent(onSubmit).items).toEqual([
      { name: "Old Faithful", location_description: "", educational_fact: "", points: 10, lat: 44.46, lng: -110.83, radius_m: 60, check_word: "Predicted", photo_prompt: "", say_as: "" },
      { name: "Renamed", location_description: "", educational_fact: "", points: 12, lat: null, lng: null, radius_m: 40, check_word: "", photo_prompt: "", say_as: "" },
    ]);
  });
});
