/** One post in the blog list: picture, byline, title, excerpt, its first tags and the way in. */
import { InLang } from "../../../lib/i18n/in-lang";
import { useTexts } from "../../../lib/i18n/texts";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { blogTexts } from "../blog-texts";
import { Link } from "../../../lib/i18n/links";
import type { Post } from "#shared/schemas/blog";
import { cardImageLoading } from "../../../components/card-image";

export const CARD_TAGS_MAX = 2;

/** `first`: the list's first card, whose picture loads at once. */
export function PostCard({ post, first = false }: { post: Post; first?: boolean }) {
  const t = useTexts(blogTexts);
  const postLang = useTextLang("en");
  return (
    <article className="card post-card">
      {post.image ? (
        <img className="post-card-image" src={post.image} alt={post.title} lang={postLang} {...cardImageLoading(first)} width={400} height={225} />
      ) : (
        <div className="post-card-image post-card-image-empty" aria-hidden="true">🏞️</div>
      )}
      <div className="card-body stack">
        <p className="post-meta muted" lang={postLang}>
          <span>{post.author}</span>
          <span aria-hidden="true"> · </span>
          <span>{post.readTime}</span>
        </p>
        <h3 lang={postLang}>{post.title}</h3>
        <p lang={postLang}>{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul className="tag-list" aria-label={t.tags()} lang={postLang}>
            {post.tags.slice(0, CARD_TAGS_MAX).map((tag) => (
              <li key={tag} className="badge">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <Link className="btn btn-secondary btn-small post-card-link" to={`/blog/${post.id}`}>
          {t.readMore()}
          <span className="visually-hidden">
            : <InLang lang={postLang}>{post.title}</InLang>
          </span>
        </Link>
      </div>
    </article>
  );
}

/** A placeholder the size of a card, shown while the device has nothing to list yet. */
export function PostCardSkeleton() {
  return (
    <div className="card post-card post-skeleton" aria-hidden="true">
      <div className="post-card-image skeleton-block" />
      <div className="card-body stack">
        <div className="skeleton-line" style={{ width: "40%" }} />
        <div className="skeleton-line skeleton-title" />
        <div className="skeleton-line" />
        <div className="skeleton-line" style={{ width: "70%" }} />
      </div>
    </div>
  );
}
