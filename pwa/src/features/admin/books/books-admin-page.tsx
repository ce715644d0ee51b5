/** /admin/shop and /admin/shop/new: every book, with the inline add/edit form and delete after confirmation. */
import { useState } from "react";
import { Link } from "react-router-dom";
import { MESSAGES } from "#shared/rules/messages";
import { bookInputSchema, type Book } from "#shared/schemas/book";
import { MAX_LIST_LIMIT } from "#shared/schemas/common";
import { api } from "../../../lib/api-client";
import { toast } from "../../../stores/toasts";
import { SchemaForm } from "../form/schema-form";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { InlinePanel } from "../shared/inline-panel";
import { ResourceStatus } from "../shared/resource-status";
import { useAdminResource } from "../shared/use-admin-resource";
import { useInlineEditor } from "../shared/use-inline-editor";
import { deleteBook, saveBook } from "./book-actions";
import { BOOK_FIELDS } from "./book-fields";
import { BookRow } from "./book-row";
import "../shared/admin-shared.css";

const fetchFailed = () => toast({ title: MESSAGES.errorTitle, description: MESSAGES.booksFetchFailed, variant: "destructive" });

export default function BooksAdminPage() {
  const books = useAdminResource(() => api.get<{ items: Book[]; total: number }>("/shop/books", { limit: MAX_LIST_LIMIT }), "", fetchFailed);
  const editor = useInlineEditor<Book>("/admin/shop");
  const [doomed, setDoomed] = useState<Book | null>(null);
  const [deleting, setDeleting] = useState(false);

  const remove = async (book: Book) => {
    setDeleting(true);
    if (await deleteBook(book)) books.update((list) => ({ items: list.items.filter((b) => b.id !== book.id), total: list.total - 1 }));
    setDeleting(false);
    setDoomed(null);
  };

  return (
    <section className="stack">
      <div className="admin-page-head">
        <h1>Book Management</h1>
        <Link className="btn" to="/admin/shop/new">
          Add New Book
        </Link>
      </div>
      {editor.open && (
        <InlinePanel id="book-form-title" title={editor.editing ? `Edit ${editor.editing.title}` : "Add New Book"}>
          <SchemaForm
            key={editor.formKey}
            id="book"
            schema={bookInputSchema}
            fields={BOOK_FIELDS}
            initial={editor.editing ?? undefined}
            submitLabel={editor.editing ? "Update Book" : "Create Book"}
            onSubmit={async (values) => {
              const refused = await saveBook(editor.editing?.id ?? null, values);
              if (refused) return refused;
              editor.close();
              books.reload();
            }}
            onCancel={editor.close}
          />
        </InlinePanel>
      )}
      <ResourceStatus state={books.state} loading="Loading books..." failed={MESSAGES.booksFetchFailed} onRetry={books.reload} />
      {books.state.status === "ready" &&
        (books.state.data.items.length === 0 ? (
          <p className="muted">No books yet. Add the first one.</p>
        ) : (
          <ul className="admin-list">
            {books.state.data.items.map((book) => (
              <BookRow key={book.id} book={book} busy={deleting && doomed?.id === book.id} onEdit={() => editor.edit(book)} onDelete={() => setDoomed(book)} />
            ))}
          </ul>
        ))}
      {doomed && (
        <ConfirmDialog
          title={`Delete ${doomed.title}?`}
          message={`${MESSAGES.confirmDeleteBook} ${MESSAGES.cannotBeUndone}`}
          busy={deleting}
          onConfirm={() => void remove(doomed)}
          onCancel={() => setDoomed(null)}
        />
      )}
    </section>
  );
}
