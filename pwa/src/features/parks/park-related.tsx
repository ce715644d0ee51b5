/**
 * The part of a park's dialog that leads on: its blog posts and guidebooks, or 'Content Coming Soon!'
 * with the way to the blog and the shop when the device knows of neither.
 */
import { Link } from "../../lib/i18n/links";
import type { Book } from "#shared/schemas/book";
import { useTexts } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { InLang } from "../../lib/i18n/in-lang";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { parksTexts } from "./parks-texts";
import { formatMoney } from "#shared/rules/money";
import { addBookToCart } from "./add-book-to-cart";
import type { RelatedContent } from "./related-content";

function RelatedBook({ book }: { book: Book }) {
  const titleId = `park-book-${book.id}`;
  const t = useTexts(parksTexts);
  const bookLang = useTextLang("en");
  return (
    <li className="park-book">
      <div>
        <p id={titleId} className="park-book-title" lang={bookLang}>
          {book.title}
        </p>
        <p className="muted">
          {formatMoney(book.price, useLang())} · <InLang lang={bookLang}>{book.category}</InLang>
        </p>
      </div>
      {book.available ? (
        <button type="button" className="btn btn-accent btn-small" aria-describedby={titleId} onClick={() => addBookToCart(book)}>
          {t.addToCart()}
        </button>
      ) : (
        <span className="badge badge-warn">{t.comingSoon()}</span>
      )}
    </li>
  );
}

function ComingSoon() {
  const t = useTexts(parksTexts);
  return (
    <section className="park-coming-soon stack" aria-labelledby="park-coming-soon">
      <h3 id="park-coming-soon">{t.contentComingSoon()}</h3>
      <p>{t.stillWriting()}</p>
      <div className="row">
        <Link className="btn btn-secondary btn-small" to="/blog">
          {t.readBlog()}
        </Link>
        <Link className="btn btn-secondary btn-small" to="/shop">
          {t.browseGuidebooks()}
        </Link>
      </div>
    </section>
  );
}

export function ParkRelated({ related }: { related: RelatedContent | undefined }) {
  const t = useTexts(parksTexts);
  if (!related) return null;
  const { posts, books } = related;
  if (posts.length === 0 && books.length === 0) return <ComingSoon />;
  return (
    <>
      {posts.length > 0 && (
        <section aria-labelledby="park-posts">
          <h3 id="park-posts">{t.relatedPosts()}</h3>
          <ul className="park-links">
            {posts.map((post) => (
              <li key={post.id}>
                <Link to={`/blog/${post.id}`}>{post.title}</Link> <span className="muted">· {post.readTime}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {books.length > 0 && (
        <section aria-labelledby="park-books">
          <h3 id="park-books">{t.relatedBooks()}</h3>
          <ul className="park-books">
            {books.map((book) => (
              <RelatedBook key={book.id} book={book} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
