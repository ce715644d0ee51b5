/** /admin/shop and /admin/shop/new: every book, with the inline add/edit form and delete after confirmation. */
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import { bookInputSchema, type Book } from "#shared/schemas/book";
import { MAX_LIST_LIMIT } from "#shared/rules/list-limit";
import { api } from "../../../lib/api/api-client";
import { InlineCrudPage } from "../shared/inline-crud-page";
import { deleteBook, saveBook } from "./book-actions";
import { BOOK_FIELDS } from "./book-fields";
import { BookRow } from "./book-row";

const TEXTS = {
  loading: "Loading books...",
  fetchFailed: MESSAGES.booksFetchFailed,
  empty: "No books yet. Add the first one.",
  confirmDelete: MESSAGES.confirmDeleteBook,
};

const loadBooks = () => api.get<{ items: Book[]; total: number }>("/shop/books", { limit: MAX_LIST_LIMIT });

export default function BooksAdminPage() {
  return (
    <InlineCrudPage
      heading="Book Management"
      noun="Book"
      listPath="/admin/shop"
      load={loadBooks}
      texts={TEXTS}
      schema={bookInputSchema}
      fields={BOOK_FIELDS}
      save={saveBook}
      remove={deleteBook}
      renderRow={(book, actions) => <BookRow key={book.id} book={book} {...actions} />}
    />
  );
}
