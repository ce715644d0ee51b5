/** The top of an article: topics, title, excerpt, byline and the Share / Save buttons. */
import type { Post } from "#shared/schemas/blog";
import { longDate } from "../long-date";

export function PostHeader({ post }: { post: Post }) {
  return (
    <header className="stack post-header">
      {post.tags.length > 0 && (
        <ul className="tag-list" aria-label="Tags">
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
          <span>By {post.author}</span>
          <span aria-hidden="true"> · </span>
          <span>{post.readTime}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{longDate(post.date)}</time>
        </p>
        {/* These two only mark the place; the share card below does the sharing. */}
        <div className="row">
          <button type="button" className="btn btn-secondary btn-small">
            Share
          </button>
          <button type="button" className="btn btn-secondary btn-small">
            Save
          </button>
        </div>
      </div>
    </header>
  );
}
