/** Sample posts for the admin blog tests. */
import type { Post } from "#shared/schemas/blog";

export function samplePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 1,
    title: "Junior Ranger Tips",
    excerpt: "How to earn the badge.",
    content: "Walk the trail and look closely.",
    author: "Ann Author",
    tags: ["Hiking", "Family", "Utah", "Badges", "Winter"],
    image: "",
    featured: false,
    published: true,
    date: "2026-01-10",
    readTime: "1 min read",
    scheduled_date: null,
    ...overrides,
  };
}
