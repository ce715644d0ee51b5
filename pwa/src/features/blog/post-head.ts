/** A post's page head: its title and excerpt, its picture as the preview card, and what it is for search engines. */
import type { Post } from "#shared/schemas/blog";
import type { HeadInput } from "../../lib/head/page-head";
import { blogPostingLd } from "../../lib/head/structured-data";

export function postHead(post: Post): HeadInput {
  return {
    kind: "post",
    name: post.title,
    description: post.excerpt,
    image: post.image,
    imageAlt: post.title,
    type: "article",
    crumbs: ["/blog"],
    jsonLd: (site, url, image) => [blogPostingLd(site, { headline: post.title, description: post.excerpt, image, author: post.author, published: post.date, url })],
  };
}
