/**
 * /admin/blog: every post (drafts and scheduled ones too), newest first, a page at a time ("Load more"
 * reads the next), filtered by one of the six most used tags on the server, with the publish toggle and
 * delete behind a confirmation.
 */
import { useState } from "react";
import { Link } from "react-router-dom";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import type { Post, TagEntry } from "#shared/schemas/blog";
import { ADMIN_POSTS_PAGE } from "#shared/rules/list-limit";
import { api } from "../../../lib/api/api-client";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { ResourceStatus } from "../shared/resource-status";
import { useAdminResource } from "../../../lib/api/use-admin-resource";
import { useAdminPages } from "../../../lib/api/use-admin-pages";
import type { Page } from "../../../lib/api/page";
import { ListFoot } from "../shared/list-foot";
import { deletePost, setPublished } from "./blog-actions";
import { PostRow } from "./post-row";
import { TagFilters } from "./tag-filters";
import "../shared/admin-shared.css";

export default function BlogAdminPage() {
  const [tag, setTag] = useState<string | null>(null);
  const posts = useAdminPages((cursor) => api.get<Page<Post>>("/blog/posts", { limit: ADMIN_POSTS_PAGE, tag: tag ?? undefined, cursor }), tag ?? "");
  const tags = useAdminResource(() => api.get<{ items: TagEntry[] }>("/blog/tags"));
  const [busyId, setBusyId] = useState<number | null>(null);
  const [doomed, setDoomed] = useState<Post | null>(null);

  const replace = (next: Post) => posts.update((list) => ({ ...list, items: list.items.map((p) => (p.id === next.id ? next : p)) }));
  const toggle = async (post: Post) => {
    setBusyId(post.id);
    const saved = await setPublished(post, !post.published);
    if (saved) replace(saved);
    setBusyId(null);
  };
  const remove = async (post: Post) => {
    setBusyId(post.id);
    if (await deletePost(post)) posts.update((list) => ({ ...list, items: list.items.filter((p) => p.id !== post.id), total: list.total - 1 }));
    setBusyId(null);
    setDoomed(null);
  };

  return (
    <section className="stack">
      <div className="admin-page-head">
        <h1>Blog Management</h1>
        <Link className="btn" to="/admin/blog/new">
          New Post
        </Link>
      </div>
      {tags.state.status === "ready" && tags.state.data.items.length > 0 && (
        <TagFilters tags={tags.state.data.items.map((t) => t.tag)} selected={tag} onSelect={setTag} />
      )}
      <ResourceStatus state={posts.state} loading="Loading posts..." failed="Could not load posts" onRetry={posts.reload} />
      {posts.state.status === "ready" &&
        (posts.state.data.items.length === 0 ? (
          <p className="muted">{tag ? `No posts tagged "${tag}".` : "No posts yet."}</p>
        ) : (
          <>
            <p className="muted">
              {posts.state.data.total} {posts.state.data.total === 1 ? "post" : "posts"}
              {tag && ` tagged "${tag}"`}
            </p>
            <ul className="admin-list">
              {posts.state.data.items.map((post) => (
                <PostRow key={post.id} post={post} busy={busyId === post.id} onToggle={() => void toggle(post)} onDelete={() => setDoomed(post)} />
              ))}
            </ul>
            <ListFoot list={posts.state.data} pages={posts} />
          </>
        ))}
      {doomed && (
        <ConfirmDialog
          title="Delete this post?"
          message={`"${doomed.title}" will be deleted. ${MESSAGES.cannotBeUndone}`}
          busy={busyId === doomed.id}
          onConfirm={() => void remove(doomed)}
          onCancel={() => setDoomed(null)}
        />
      )}
    </section>
  );
}
