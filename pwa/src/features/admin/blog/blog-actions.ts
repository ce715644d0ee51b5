/** The admin's blog calls, and the toast each outcome raises. */
import type { z } from "zod";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import { readTime } from "#shared/rules/read-time";
import type { Post, postInputSchema } from "#shared/schemas/blog";
import { api } from "../../../lib/api/api-client";
import { toast } from "../../../stores/toasts";

export type PostValues = z.output<typeof postInputSchema>;

const failed = (description: string) => toast({ title: MESSAGES.errorTitle, description, variant: "destructive" });

/** Flips a post between draft and published; the server's copy of the post, or null when refused. */
export async function setPublished(post: Post, published: boolean): Promise<Post | null> {
  const res = await api.put<Post>(`/blog/posts/${post.id}`, { published });
  if (!res.success) {
    failed(res.error);
    return null;
  }
  toast({ title: published ? MESSAGES.postPublished : MESSAGES.postUnpublished });
  return res.data;
}

export async function deletePost(post: Post): Promise<boolean> {
  const res = await api.delete(`/blog/posts/${post.id}`);
  if (!res.success) failed(res.error);
  else toast({ title: MESSAGES.postDeleted });
  return res.success;
}

/** YYYY-MM-DD in the admin's time zone. */
function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** A new post is dated the day it goes public: today, or its scheduled day. */
export async function createPost(values: PostValues): Promise<string | null> {
  const date = localDay(values.scheduled_date ? new Date(values.scheduled_date) : new Date());
  const res = await api.post<Post>("/blog/posts", { ...values, readTime: readTime(values.content), date });
  if (!res.success) {
    failed(MESSAGES.postCreateFailed);
    return res.error;
  }
  toast({ title: MESSAGES.successTitle, description: MESSAGES.postCreated });
  return null;
}

/**
 * Saves an edit. A schedule is only re-sent while it is still ahead: one that has passed already made
 * the post public, and re-sending it would keep the post public after the admin unticks Published.
 */
export async function updatePost(id: number, values: PostValues): Promise<string | null> {
  const { scheduled_date, ...rest } = values;
  const pending = scheduled_date && Date.parse(scheduled_date) > Date.now();
  const res = await api.put<Post>(`/blog/posts/${id}`, { ...rest, ...(pending ? { scheduled_date } : {}), readTime: readTime(values.content) });
  if (!res.success) {
    failed(MESSAGES.postUpdateFailed);
    return res.error;
  }
  toast({ title: MESSAGES.successTitle, description: MESSAGES.postUpdated });
  return null;
}
