/** One post in the admin list: state, date, up to four tags, and Edit, Publish/Unpublish and Delete. */
import { Link } from "react-router-dom";
import type { Post } from "#shared/schemas/blog";
import { postStatus } from "./post-status";

export const ADMIN_TAGS_PER_POST = 4;

interface Props {
  post: Post;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

export function PostRow({ post, busy, onToggle, onDelete }: Props) {
  const status = postStatus(post);
  const tags = post.tags.slice(0, ADMIN_TAGS_PER_POST);
  return (
    <li className="admin-row">
      <h2>{post.title}</h2>
      <p className="admin-row-meta">
        <span className={status.label === "Published" ? "badge" : "badge badge-warn"}>{status.label}</span>
        {status.detail && <span>{status.detail}</span>}
        {post.featured && <span className="badge badge-orange">Featured</span>}
        <span>{post.date}</span>
        <span>{post.readTime}</span>
        <span>By {post.author}</span>
      </p>
      {tags.length > 0 && (
        <ul className="admin-tags" aria-label={`Tags of ${post.title}`}>
          {tags.map((tag) => (
            <li key={tag} className="badge">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="admin-row-actions">
        <Link className="btn btn-secondary btn-small" to={`/admin/blog/edit/${post.id}`} aria-label={`Edit ${post.title}`}>
          Edit
        </Link>
        <button type="button" className="btn btn-small" disabled={busy} onClick={onToggle} aria-label={`${post.published ? "Unpublish" : "Publish"} ${post.title}`}>
          {post.published ? "Unpublish" : "Publish"}
        </button>
        <button type="button" className="btn btn-danger btn-small" disabled={busy} onClick={onDelete} aria-label={`Delete ${post.title}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
