/** One book in the admin list: cover, price, pages, category, level, availability and its actions. */
import { formatMoney } from "#shared/rules/money";
import type { Book } from "#shared/schemas/book";

interface Props {
  book: Book;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function BookRow({ book, busy, onEdit, onDelete }: Props) {
  return (
    <li className="admin-row admin-row-with-image">
      {book.image ? <img className="admin-row-image" src={book.image} alt={`Cover of ${book.title}`} /> : <div className="admin-row-image" aria-hidden="true" />}
      <div className="stack">
        <h2>{book.title}</h2>
        <p className="admin-row-meta">
          <span className={book.available ? "badge" : "badge badge-warn"}>{book.available ? "Available" : "Coming Soon"}</span>
          {book.bestseller && <span className="badge badge-orange">Bestseller</span>}
          <span>{formatMoney(book.price)}</span>
          <span>{book.pages} pages</span>
          <span>{book.category}</span>
          <span>Level: {book.difficulty}</span>
          <span>
            {book.features.length} {book.features.length === 1 ? "feature" : "features"}
          </span>
        </p>
        <div className="admin-row-actions">
          <button type="button" className="btn btn-secondary btn-small" onClick={onEdit} aria-label={`Edit ${book.title}`}>
            Edit
          </button>
          <button type="button" className="btn btn-danger btn-small" disabled={busy} onClick={onDelete} aria-label={`Delete ${book.title}`}>
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
