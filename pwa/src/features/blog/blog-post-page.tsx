/**
 * /blog/:id: one article, read from the device's copy (so an article read once opens with no signal)
 * and refreshed from the server in the background, with reading analytics while it is open. A
 * pre-rendered page's first frame draws the server's answer it was drawn from.
 */
import { useTexts } from "../../lib/i18n/texts";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { blogTexts } from "./blog-texts";
import { useLiveQuery } from "../../lib/database/use-live-query";
import { useRef } from "react";
import { useParams } from "react-router-dom";
import { Link } from "../../lib/i18n/links";
import type { Post } from "#shared/schemas/blog";
import { db } from "../../lib/database/db";
import { useFirstFrame, type Answers } from "../../lib/start-up/prerendered-answers";
import { postPath } from "./blog-catalog";
import { AuthorBio } from "./components/author-bio";
import { PostBody } from "./components/post-body";
import { PostHeader } from "./components/post-header";
import { PostSkeleton } from "./components/post-skeleton";
import { RelatedPosts } from "./components/related-posts";
import { ShareCard } from "./components/share-card";
import { useRelatedPosts } from "./use-related-posts";
import { BLOG_PATH, usePostLoad } from "./use-post-load";
import { useReadingSession } from "./use-reading-session";
import { usePageHead } from "../../lib/head/use-page-head";
import { postHead } from "./post-head";
import "./blog.css";

/** Post `id` in a pre-rendered page's answers, if they carry it. */
function postIn(answers: Answers, id: number): Post | undefined {
  const post = answers[postPath(id)] as Partial<Post> | undefined;
  return post?.id === id && typeof post.content === "string" ? (post as Post) : undefined;
}

export default function BlogPostPage() {
  const id = Number(useParams().id);
  usePostLoad(id);
  // A pre-rendered page's first frame draws the post it was drawn from.
  const first = useFirstFrame((answers) => postIn(answers, id));
  const loaded = useLiveQuery(async () => ({ post: Number.isInteger(id) && id > 0 ? await db.posts.get(id) : undefined }), [id], first && { post: first });
  if (!loaded?.post) return <PostSkeleton />;
  return <PostView key={loaded.post.id} post={loaded.post} />;
}

function PostView({ post }: { post: Post }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const t = useTexts(blogTexts);
  usePageHead(postHead(post));
  // A post stays in the language it was written in; the page around it is in the page's.
  const postLang = useTextLang("en");
  useReadingSession(post.id, post.content, bodyRef);
  const related = useRelatedPosts(post.id);

  return (
    <div className="container post-page stack">
      <p>
        <Link to={BLOG_PATH}>{t.allAdventures()}</Link>
      </p>
      <article className="stack" lang={postLang}>
        <PostHeader post={post} />
        {post.image && <img className="post-image" src={post.image} alt={post.title} width={1120} height={560} />}
        <PostBody content={post.content} ref={bodyRef} />
      </article>
      <AuthorBio author={post.author} />
      <ShareCard path={`${BLOG_PATH}/${post.id}`} title={post.title} />
      <section className="card card-body comments" aria-labelledby="comments-heading">
        <h2 id="comments-heading">{t.comments()}</h2>
        <p className="muted">{t.commentsSoon()}</p>
      </section>
      <RelatedPosts posts={related} />
    </div>
  );
}
