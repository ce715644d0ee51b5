/**
 * Home's featured media: the newest featured blog story this device already knows (no extra request, so
 * Home stays light and works offline), the complete book collection and the podcast on its way.
 */
import { useLiveQuery } from "../../lib/use-live-query";
import { Link } from "../../lib/i18n/links";
import { db } from "../../lib/db";
import { BOOKS_IN_COLLECTION, COLLECTION_SAVING_PERCENT } from "./site-figures";

function useFeaturedStory() {
  return useLiveQuery(async () => {
    const posts = await db.posts.filter((p) => p.featured && p.published).toArray();
    return posts.sort((a, b) => b.date.localeCompare(a.date))[0] ?? null;
  }, []);
}

export function FeaturedMedia() {
  const story = useFeaturedStory();
  return (
    <section className="container" aria-labelledby="media-heading">
      <h2 id="media-heading">Read, play and listen</h2>
      <div className="site-media">
        <article className="card site-media-main">
          {story ? (
            <>
              {story.image && <img src={story.image} alt="" loading="lazy" />}
              <div className="card-body stack">
                <span className="badge">Featured story</span>
                <h3>{story.title}</h3>
                <p>{story.excerpt}</p>
                <Link to={`/blog/${story.id}`}>Read the story</Link>
              </div>
            </>
          ) : (
            <div className="card-body stack">
              <span className="badge">From the blog</span>
              <h3>Stories from the trail</h3>
              <p>Geyser basins, starry skies, rainy-day rescues: field-tested guides for exploring the parks with kids.</p>
              <Link to="/blog">Read the blog</Link>
            </div>
          )}
        </article>
        <article className="card">
          <img src="/images/books/complete-collection.webp" alt="The complete collection of park guidebooks stacked together" loading="lazy" />
          <div className="card-body stack">
            <h3>The Complete Collection</h3>
            <p>
              All {BOOKS_IN_COLLECTION} books in one box, saving {COLLECTION_SAVING_PERCENT} percent on buying them one by one.
            </p>
            <Link to="/shop">See the collection</Link>
          </div>
        </article>
        <article className="card card-body stack">
          <span className="badge badge-orange">Coming soon</span>
          <h3>The Ranger Rosie Podcast</h3>
          <p>Bite-sized park stories and backyard experiments for the car ride to the trailhead.</p>
          <Link to="/podcast">Hear what is coming</Link>
        </article>
      </div>
    </section>
  );
}
