/** One guidebook in the shop grid: badges, cover, facts, the first features, and the two ways to buy. */
import { formatMoney } from "#shared/rules/money";
import type { Book } from "#shared/schemas/book";
import { cardImageLoading } from "../../components/card-image";

/** The card lists this many features and counts the rest. */
export const FEATURES_SHOWN = 3;

interface Props {
  book: Book;
  /** This book's Buy Now is under way. */
  processing: boolean;
  /** Some purchase is under way, so no second one starts. */
  busy: boolean;
  onAddToCart: (book: Book) => void;
  onBuyNow: (book: Book) => void;
  /** The grid's first card, whose cover loads at once. */
  first?: boolean;
}

export function BookCard({ book, processing, busy, onAddToCart, onBuyNow, first = false }: Props) {
  const image = book.image || book.cover_image;
  const more = book.features.length - FEATURES_SHOWN;
  return (
    <article className="card book-card">
      <div className="book-cover">
        {image ? (
          <img src={image} alt={`Cover of ${book.title}`} {...cardImageLoading(first)} width={400} height={300} />
        ) : (
          <div className="book-cover-empty" aria-hidden="true">📘</div>
        )}
        <div className="book-badges">
          {book.bestseller && <span className="badge badge-orange">Bestseller</span>}
          {!book.available && <span className="badge badge-warn">Coming Soon</span>}
        </div>
      </div>
      <div className="card-body stack book-body">
        <div className="row book-meta">
          <span className="badge">{book.category}</span>
          <span className="book-price">{formatMoney(book.price)}</span>
        </div>
        <h3>{book.title}</h3>
        {book.description && <p className="muted">{book.description}</p>}
        <ul className="book-facts">
          <li>{book.pages} pages</li>
          <li>Level: {book.difficulty}</li>
          <li>
            {book.features.length} {book.features.length === 1 ? "feature" : "features"}
          </li>
        </ul>
        {book.features.length > 0 && (
          <ul className="book-features">
            {book.features.slice(0, FEATURES_SHOWN).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}
        {more > 0 && <p className="book-more muted">+{more} more features</p>}
        <div className="book-actions">
          <button type="button" className="btn btn-secondary" disabled={!book.available} onClick={() => onAddToCart(book)}>
            Add to Cart
          </button>
          <button type="button" className="btn btn-accent" disabled={!book.available || busy} onClick={() => onBuyNow(book)}>
            {processing ? "Processing..." : "Buy Now"}
          </button>
        </div>
      </div>
    </article>
  );
}
