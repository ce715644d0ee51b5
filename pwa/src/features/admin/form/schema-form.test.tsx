// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { bookInputSchema } from "#shared/schemas/book";
import { postInputSchema } from "#shared/schemas/blog";
import { BOOK_FIELDS, renderForm, save, sent, type } from "../../../testing/admin/schema-form";
import { SchemaForm } from "./schema-form";

afterEach(cleanup);

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
