// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import type { Book } from "#shared/schemas/book";
import BooksAdminPage from "./books-admin-page";
import { callsTo, route, seriousViolations, shownToast, stubFetch, withSignedInAdmin } from "../../../testing/admin/screens";

const ZION: Book = {
  id: 3,
  title: "Zion Adventure Guide",
  description: "Canyons and clues.",
  price: 24.99,
  pages: 48,
  category: "Physical + Digital",
  available: true,
  image: "/uploads/zion.png",
  cover_image: "/uploads/zion.png",
  bestseller: true,
  difficulty: "Intermediate",
  features: ["Maps", "Stickers"],
};

const listOf = (items: Book[]) => route("GET", "/shop/books", { items, total: items.length });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main>
        <Routes>
          <Route path="/admin/shop" element={<BooksAdminPage />} />
          <Route path="/admin/shop/new" element={<BooksAdminPage />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const row = (title: string) => within(screen.getByRole("heading", { name: title }).closest("li")!);

withSignedInAdmin();

describe("Book management", () => {
  it("says it is loading, then lists each book with its price, state and features", async () => {
    stubFetch(listOf([ZION]));
    const { container } = renderAt("/admin/shop");
    expect(screen.getByRole("status").textContent).toBe("Loading books...");
    await screen.findByRole("heading", { name: ZION.title });
    for (const text of ["Available", "Bestseller", "$24.99", "48 pages", "Physical + Digital", "Level: Intermediate", "2 features"]) {
      expect(row(ZION.title).getByText(text)).toBeTruthy();
    }
    expect(row(ZION.title).getByRole("img", { name: "Cover of Zion Adventure Guide" })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("says when there are no books, and when they could not be fetched", async () => {
    stubFetch(listOf([]));
    renderAt("/admin/shop");
    expect(await screen.findByText("No books yet. Add the first one.")).toBeTruthy();
    cleanup();

    stubFetch(route("GET", "/shop/books", { detail: "Database is busy" }, 503));
    renderAt("/admin/shop");
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch books: Database is busy");
    expect(shownToast()).toEqual({ title: "Error", description: MESSAGES.booksFetchFailed, variant: "destructive" });
  });

  it("opens the add form with the book defaults and creates the book", async () => {
    let books: Book[] = [];
    const fetchMock = stubFetch(
      route("GET", "/shop/books", () => ({ items: books, total: books.length })),
      route("POST", "/shop/books", (body: unknown) => {
        books = [{ ...ZION, ...(body as object), id: 4, image: "" }];
        return Response.json(books[0], { status: 201 });
      }),
    );
    renderAt("/admin/shop");
    await screen.findByText("No books yet. Add the first one.");
    fireEvent.click(screen.getByRole("link", { name: "Add New Book" }));

    const panel = within(screen.getByRole("region", { name: "Add New Book" }));
    expect(document.activeElement).toBe(panel.getByRole("heading", { name: "Add New Book" }));
    expect((panel.getByLabelText("Price *") as HTMLInputElement).value).toBe("13.99");
    expect((panel.getByLabelText("Pages *") as HTMLInputElement).value).toBe("32");
    expect((panel.getByLabelText("Category *") as HTMLSelectElement).value).toBe("Printed Book");
    expect((panel.getByLabelText("Available") as HTMLInputElement).checked).toBe(false);
    expect(await seriousViolations(document.body)).toEqual([]);

    type("Title *", "Arches Guide");
    fireEvent.click(panel.getByRole("button", { name: "Add feature" }));
    type("Feature 1", "Glow-in-the-dark map");
    fireEvent.click(panel.getByRole("button", { name: "Create Book" }));

    expect(await screen.findByRole("heading", { name: "Arches Guide" })).toBeTruthy();
    expect(shownToast()?.title).toBe("Book created successfully");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Add New Book" })).toBeNull());
    expect(callsTo(fetchMock, "POST", "/shop/books")[0]!.body).toEqual({
      title: "Arches Guide",
      description: "",
      price: 13.99,
      pages: 32,
      category: "Printed Book",
      difficulty: "Family Friendly",
      available: false,
      bestseller: false,
      cover_image: "",
      features: ["Glow-in-the-dark map"],
    });
  });

  it("needs a title and a price before saving", async () => {
    const fetchMock = stubFetch(listOf([]));
    renderAt("/admin/shop/new");
    type("Price *", "");
    fireEvent.click(await screen.findByRole("button", { name: "Create Book" }));
    expect(await screen.findByText("Title is required")).toBeTruthy();
    expect(screen.getByText("Price is required")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/shop/books")).toHaveLength(0);
  });

  it("edits a book inline and says when saving fails", async () => {
    let fail = true;
    const fetchMock = stubFetch(
      listOf([ZION]),
      route("PUT", "/shop/books/3", (body: unknown) => (fail ? Response.json({ detail: "nope" }, { status: 500 }) : { ...ZION, ...(body as object) })),
    );
    renderAt("/admin/shop");
    fireEvent.click(await screen.findByRole("button", { name: "Edit Zion Adventure Guide" }));
    const panel = within(screen.getByRole("region", { name: "Edit Zion Adventure Guide" }));
    expect((panel.getByLabelText("Price *") as HTMLInputElement).value).toBe("24.99");
    expect((panel.getByLabelText("Feature 2") as HTMLInputElement).value).toBe("Stickers");
    expect(panel.getByRole("img", { name: "Cover image preview" }).getAttribute("src")).toBe("/uploads/zion.png");

    type("Price *", "19.5");
    fireEvent.click(panel.getByRole("button", { name: "Update Book" }));
    await waitFor(() => expect(shownToast()).toEqual({ title: "Error", description: MESSAGES.bookSaveFailed, variant: "destructive" }));
    expect(screen.getByRole("region", { name: "Edit Zion Adventure Guide" })).toBeTruthy();

    fail = false;
    fireEvent.click(panel.getByRole("button", { name: "Update Book" }));
    await waitFor(() => expect(shownToast()?.title).toBe("Book updated successfully"));
    expect(callsTo(fetchMock, "PUT", "/shop/books/3").at(-1)!.body).toMatchObject({ price: 19.5, pages: 48, available: true, features: ["Maps", "Stickers"] });
  });

  it("deletes after asking 'Are you sure?'", async () => {
    let refuse = true;
    const fetchMock = stubFetch(
      listOf([ZION]),
      route("DELETE", "/shop/books/3", () => (refuse ? Response.json({ detail: "locked" }, { status: 500 }) : { ok: true })),
    );
    renderAt("/admin/shop");
    fireEvent.click(await screen.findByRole("button", { name: "Delete Zion Adventure Guide" }));
    const dialog = within(screen.getByRole("alertdialog"));
    expect(dialog.getByText(/Are you sure you want to delete this book\?/)).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(shownToast()?.description).toBe(MESSAGES.bookDeleteFailed));
    expect(screen.getByRole("heading", { name: ZION.title })).toBeTruthy();

    refuse = false;
    fireEvent.click(screen.getByRole("button", { name: "Delete Zion Adventure Guide" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: ZION.title })).toBeNull());
    expect(shownToast()?.title).toBe("Book deleted successfully");
    expect(callsTo(fetchMock, "DELETE", "/shop/books/3")).toHaveLength(2);
  });
});
