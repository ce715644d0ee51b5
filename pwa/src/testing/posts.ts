/** Sample posts for the blog tests (imported only by tests; free of the database, so pure tests can use them). */
import type { Post } from "#shared/schemas/blog";

export function samplePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 1,
    title: "Hiking the Narrows with Kids",
    excerpt: "Wading up the Virgin River with the whole family.",
    content: "The Narrows is a slot canyon.",
    author: "Jenna Roper",
    tags: ["Zion", "Hiking"],
    image: "/uploads/narrows.jpg",
    featured: false,
    published: true,
    date: "2026-03-05",
    readTime: "1 min read",
    scheduled_date: null,
    ...overrides,
  };
}

/** Numbered posts, newest first by date (post 1 is the newest). */
export function manyPosts(count: number, overrides: Partial<Post> = {}): Post[] {
  return Array.from({ length: count }, (_, i) =>
    samplePost({ id: i + 1, title: `Adventure ${i + 1}`, date: `2026-01-${String(28 - i).padStart(2, "0")}`, ...overrides }),
  );
}
