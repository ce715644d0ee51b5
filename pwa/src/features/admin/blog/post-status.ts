/** How the admin list names a post's state: Published, Scheduled (with when) or Draft. */
import type { Post } from "#shared/schemas/blog";

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function postStatus(post: Post, now = Date.now()): { label: string; detail?: string } {
  if (post.published) return { label: "Published" };
  const at = post.scheduled_date ? Date.parse(post.scheduled_date) : NaN;
  if (at > now) return { label: "Scheduled", detail: `goes live ${WHEN.format(at)}` };
  return { label: "Draft" };
}
