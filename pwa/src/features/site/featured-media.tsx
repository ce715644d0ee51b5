/**
 * Home's featured media: the newest featured blog story this device already knows (no extra request, so
 * Home stays light and works offline), the complete book collection and the podcast on its way.
 */
import { useLiveQuery } from "../../lib/database/use-live-query";
import { Link } from "../../lib/i18n/links";
import { db } from "../../lib/database/db";
import { useTexts } from "../../lib/i18n/texts";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { BOOKS_IN_COLLECTION, COLLECTION_SAVING_PERCENT } from "./site-figures";
import { siteTexts } from "./site-texts";

function useFeaturedStory() {
  return useLiveQuery(async () => {
    const posts = await db.posts.filter((p) => p.featured && p.published).toArray();
    return posts.sort((a, b) => b.date.localeCompare(a.date))[0] ?? null;
  }, []);
}

export function FeaturedMedia() {
  const story = useFeaturedStory();
  const t = useTexts(siteTexts);
  // Blog posts stay in the language they were written in.
  const postLang = useTextLang("en");
  return (
    <section className="container" aria-labelledby="media-heading">
      <h2 id="media-heading">{t.mediaHeading()}</h2>
      <div className="site-media">
        <article className="card site-media-main">
          {story ? (
            <>
              {story.image && <img src={story.image} alt="" loading="lazy" />}
              <div className="card-body stack">
                <span className="badge">{t.featuredStory()}</span>
                <h3 lang={postLang}>{story.title}</h3>
                <p lang={postLang}>{story.excerpt}</p>
                <Link to={`/blog/${story.id}`}>{t.readStory()}</Link>
              </div>
            </>
          ) : (
            <div className="card-body stack">
              <span className="badge">{t.fromBlog()}</span>
              <h3>{t.trailStories()}</h3>
              <p>{t.trailStoriesText()}</p>
              <Link to="/blog">{t.readBlog()}</Link>
            </div>
          )}
        </article>
        <article className="card">
          <img src="/images/books/complete-collection.webp" alt={t.collectionAlt()} loading="lazy" />
          <div className="card-body stack">
            <h3>{t.collectionTitle()}</h3>
            <p>{t.collectionText({ books: BOOKS_IN_COLLECTION, percent: COLLECTION_SAVING_PERCENT })}</p>
            <Link to="/shop">{t.seeCollection()}</Link>
          </div>
        </article>
        <article className="card card-body stack">
          <span className="badge badge-orange">{t.comingSoon()}</span>
          <h3>{t.podcastTitle()}</h3>
          <p>{t.podcastTeaser()}</p>
          <Link to="/podcast">{t.hearComing()}</Link>
        </article>
      </div>
    </section>
  );
}
