/**
 * The part of a park's dialog that leads on: its blog posts and guidebooks, or 'Content Coming Soon!'
 * with the way to the blog and the shop when the device knows of neither.
 */
import { Link } from "../../lib/i18n/links";
import type { Book } from "#shared/schemas/book";
import { MESSAGES } from "#shared/rules/messages";
import { formatMoney } from "#shared/rules/money";
import { addBookToCart } from "./add-book-to-cart";
import type { RelatedContent } from "./related-content";

function RelatedBook({ book }: { book: Book }) {
  const titleId = `park-book-${book.id}`;
  return (
    <li className="park-book">
      <div>
        <p id={titleId} className="park-book-title">{book.title}</p>
        <p className="muted">
          {formatMoney(book.price)} · {book.category}
        </p>
      </div>
      {book.available ? (
        <button type="button" className="btn btn-accent btn-small" aria-describedby={titleId} onClick={() => addBookToCart(book)}>
          Add to Cart
        </button>
      ) : (
        <span className="badge badge-warn">Coming Soon</span>
      )}
    </li>
  );
}

function ComingSoon() {
  return (
    <section className="park-coming-soon stack" aria-labelledby="park-coming-soon">
      <h3 id="park-coming-soon">{MESSAGES.parkContentComingSoon}</h3>
      <p>We're still writing blog posts and a guidebook for this park. Meanwhile, find ideas for your trip here:</p>
      <div className="row">
        <Link className="btn btn-secondary btn-small" to="/blog">Read the Blog</Link>
        <Link className="btn btn-secondary btn-small" to="/shop">Browse Guidebooks</Link>
      </div>
    </section>
  );
}

export function ParkRelated({ related }: { related: RelatedContent | undefined }) {
  if (!related) return null;
  const { posts, books } = related;
  if (posts.length === 0 && books.length === 0) return <ComingSoon />;
  return (
    <>
      {posts.length > 0 && (
        <section aria-labelledby="park-posts">
          <h3 id="park-posts">Related Blog Posts</h3>
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
          <h3 id="park-books">Related Books</h3>
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
