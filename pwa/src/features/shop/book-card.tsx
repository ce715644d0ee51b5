/** One guidebook in the shop grid: badges, cover, facts, the first features, and the two ways to buy. */
import { formatMoney } from "#shared/rules/money";
import type { Book } from "#shared/schemas/book";
import { cardImageLoading } from "../../components/card-image";
import { rich } from "../../lib/i18n/rich";
import { useTexts } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { InLang } from "../../lib/i18n/in-lang";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { shopTexts } from "./shop-texts";

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
  const t = useTexts(shopTexts);
  const lang = useLang();
  // A book's own words stay in the language it was written in.
  const bookLang = useTextLang("en");
  return (
    <article className="card book-card">
      <div className="book-cover">
        {image ? (
          <img src={image} alt={t.coverOf({ title: book.title })} {...cardImageLoading(first)} width={400} height={300} />
        ) : (
          <div className="book-cover-empty" aria-hidden="true">📘</div>
        )}
        <div className="book-badges">
          {book.bestseller && <span className="badge badge-orange">{t.bestseller()}</span>}
          {!book.available && <span className="badge badge-warn">{t.comingSoon()}</span>}
        </div>
      </div>
      <div className="card-body stack book-body">
        <div className="row book-meta">
          <span className="badge" lang={bookLang}>
            {book.category}
          </span>
          <span className="book-price">{formatMoney(book.price, lang)}</span>
        </div>
        <h3 lang={bookLang}>{book.title}</h3>
        {book.description && (
          <p className="muted" lang={bookLang}>
            {book.description}
          </p>
        )}
        <ul className="book-facts">
          <li>{t.pages({ count: book.pages })}</li>
          <li>{rich(t.level(), { level: () => <InLang lang={bookLang}>{book.difficulty}</InLang> })}</li>
          <li>{t.features({ count: book.features.length })}</li>
        </ul>
        {book.features.length > 0 && (
          <ul className="book-features" lang={bookLang}>
            {book.features.slice(0, FEATURES_SHOWN).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}
        {more > 0 && <p className="book-more muted">{t.moreFeatures({ count: more })}</p>}
        <div className="book-actions">
          <button type="button" className="btn btn-secondary" disabled={!book.available} onClick={() => onAddToCart(book)}>
            {t.addToCart()}
          </button>
          <button type="button" className="btn btn-accent" disabled={!book.available || busy} onClick={() => onBuyNow(book)}>
            {processing ? t.processing() : t.buyNow()}
          </button>
        </div>
      </div>
    </article>
  );
}
