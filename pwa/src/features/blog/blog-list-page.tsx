/**
 * /blog: every adventure guide the device knows, searchable and filterable by topic with no signal,
 * refreshed from the server in the background. The filter lives in the URL so Back and shared links keep it.
 */
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import type { Post } from "#shared/schemas/blog";
import { PostCard, PostCardSkeleton } from "./components/post-card";
import { TagChips } from "./components/tag-chips";
import { usePostList } from "./use-post-list";
import "./blog.css";

export const SKELETON_CARDS = 6;
const SEARCH_MAX_CHARS = 100;

export default function BlogListPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const tag = params.get("tag") ?? "";
  const query = useMemo(() => ({ search, tag }), [search, tag]);
  const list = usePostList(query);
  const filtered = search.trim() !== "" || tag !== "";

  const setFilter = (name: "search" | "tag", value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      // Typing should not fill the history with one entry per letter.
      { replace: name === "search" },
    );

  // The unfiltered list also counts as loading while the server has answered with posts the device has
  // not drawn yet, so "No adventures found" never flashes between the skeleton and the first cards.
  const loading = list.posts === undefined || (list.posts.length === 0 && (list.refreshing || (!filtered && list.total > 0)));
  const featured = (list.posts ?? []).filter((post) => post.featured);
  const showFeatured = !filtered && featured.length > 0;

  return (
    <div className="blog-page stack">
      <header className="blog-hero">
        <div className="container stack">
          <h1>Adventure Blog</h1>
          <p>Stories, park guides and scavenger-hunt tips for families exploring America's national parks.</p>
          <div className="blog-search">
            <label htmlFor="blog-search" className="visually-hidden">
              Search adventures
            </label>
            <input
              id="blog-search"
              type="search"
              placeholder="Search adventures..."
              maxLength={SEARCH_MAX_CHARS}
              value={search}
              onChange={(event) => setFilter("search", event.target.value)}
            />
          </div>
        </div>
      </header>

      <div className="container stack">
        <TagChips tags={list.tags} selected={tag} onSelect={(next) => setFilter("tag", next)} />
        {list.refreshFailed && (
          <p className="muted" role="status">
            Couldn't reach the server — showing the adventures saved on this device.
          </p>
        )}
        {/* While loading, only the skeleton: headings drawn above it would be pushed down when the
            Featured section arrives. */}
        {loading ? (
          <div className="grid" role="status" aria-label="Loading adventures">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <PostCardSkeleton key={i} />
            ))}
          </div>
        ) : (
          <>
            {showFeatured && <PostSection id="featured-heading" title="Featured Adventures" posts={featured} />}
            <section aria-labelledby="all-heading" className="stack">
              <div className="row blog-list-heading">
                <h2 id="all-heading">{tag ? `Adventures tagged "${tag}"` : "All Adventure Guides"}</h2>
                <p className="muted">{countText(list.total)}</p>
              </div>
              {list.posts?.length ? (
                <PostGrid posts={list.posts} leads={!showFeatured} />
              ) : (
                <div className="blog-empty card card-body">
                  <h3>No adventures found</h3>
                  <p className="muted">Try adjusting your search terms or browse all topics.</p>
                </div>
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}

function countText(total: number): string {
  return `${total} ${total === 1 ? "article" : "articles"}`;
}

/** `leads`: this grid is the page's first, so its first picture loads at once. */
function PostGrid({ posts, leads }: { posts: Post[]; leads: boolean }) {
  return (
    <div className="grid">
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} first={leads && index === 0} />
      ))}
    </div>
  );
}

function PostSection({ id, title, posts }: { id: string; title: string; posts: Post[] }) {
  return (
    <section aria-labelledby={id} className="stack">
      <h2 id={id}>{title}</h2>
      <PostGrid posts={posts} leads />
    </section>
  );
}
