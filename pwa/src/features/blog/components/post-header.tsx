/** The top of an article: topics, title, excerpt, byline and the Share / Save buttons. */
import { rich } from "../../../lib/i18n/rich";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { blogTexts } from "../blog-texts";
import type { Post } from "#shared/schemas/blog";
import { longDate } from "../long-date";

export function PostHeader({ post }: { post: Post }) {
  const t = useTexts(blogTexts);
  const lang = useLang();
  return (
    <header className="stack post-header">
      {post.tags.length > 0 && (
        <ul className="tag-list" aria-label={t.tags()}>
          {post.tags.map((tag) => (
            <li key={tag} className="badge">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <h1>{post.title}</h1>
      <p className="post-excerpt">{post.excerpt}</p>
      <div className="row post-byline">
        <p className="post-meta">
          <span>{rich(t.by(), { author: () => post.author })}</span>
          <span aria-hidden="true"> · </span>
          <span>{post.readTime}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{longDate(post.date, lang)}</time>
        </p>
        {/* These two only mark the place; the share card below does the sharing. */}
        <div className="row">
          <button type="button" className="btn btn-secondary btn-small">
            {t.share()}
          </button>
          <button type="button" className="btn btn-secondary btn-small">
            {t.save()}
          </button>
        </div>
      </div>
    </header>
  );
}
