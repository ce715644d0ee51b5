/**
 * /blog: every adventure guide the device knows, searchable and filterable by topic with no signal,
 * refreshed from the server in the background, a page at a time with Load more. The filter lives in the URL so Back and shared links keep it.
 */
import { InLang } from "../../lib/i18n/in-lang";
import { rich } from "../../lib/i18n/rich";
import { useTexts } from "../../lib/i18n/texts";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { blogTexts } from "./blog-texts";
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import type { Post } from "#shared/schemas/blog";
import { LoadMore } from "../../components/load-more";
import { LIST_LIMIT } from "./blog-catalog";
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
  const t = useTexts(blogTexts);
  const postLang = useTextLang("en");

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
          <h1>{t.title()}</h1>
          <p>{t.intro()}</p>
          <div className="blog-search">
            <label htmlFor="blog-search" className="visually-hidden">
              {t.search()}
            </label>
            <input
              id="blog-search"
              type="search"
              placeholder={t.searchHint()}
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
            {t.refreshFailed()}
          </p>
        )}
        {/* While loading, only the skeleton: headings drawn above it would be pushed down when the
            Featured section arrives. */}
        {loading ? (
          <div className="grid" role="status" aria-label={t.loading()}>
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <PostCardSkeleton key={i} />
            ))}
          </div>
        ) : (
          <>
            {showFeatured && <PostSection id="featured-heading" title={t.featured()} posts={featured} />}
            <section aria-labelledby="all-heading" className="stack">
              <div className="row blog-list-heading">
                <h2 id="all-heading">{tag ? rich(t.tagged(), { tag: () => <InLang lang={postLang}>{tag}</InLang> }) : t.allGuides()}</h2>
                <p className="muted">{t.count({ count: list.total })}</p>
              </div>
              {list.posts?.length ? (
                <>
                  <PostGrid posts={list.posts} leads={!showFeatured} />
                  {list.total > LIST_LIMIT && <LoadMore shown={list.posts.length} total={list.total} more={list.more} loading={list.view.loading} failed={list.view.failed} onLoadMore={list.view.loadMore} />}
                </>
              ) : (
                <div className="blog-empty card card-body">
                  <h3>{t.noneFound()}</h3>
                  <p className="muted">{t.noneFoundHint()}</p>
                </div>
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
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
