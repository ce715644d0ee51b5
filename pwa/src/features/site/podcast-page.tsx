/** Podcast (/podcast): a coming-soon teaser with a preview of the first episode. Nothing here plays yet. */
import { ComingSoonButton } from "./coming-soon-button";
import "./site.css";

export default function PodcastPage() {
  return (
    <div className="site-page stack">
      <header className="site-hero">
        <div className="container stack">
          <span className="badge badge-orange">Coming Soon</span>
          <h1>The Ranger Rosie Podcast</h1>
          <p className="site-lead">
            Short, story-filled episodes about the national parks for kids and the grown-ups in the front seat. Perfect for
            the drive to the trailhead.
          </p>
        </div>
      </header>

      <section className="container" aria-labelledby="episode-heading">
        <article className="card card-body stack site-episode">
          <p className="site-eyebrow-dark">Season 1 · Episode 1 · 28 min</p>
          <h2 id="episode-heading">Old Faithful's Secret Plumbing</h2>
          <p>
            We kick things off in Yellowstone, the world's first national park. Why does Old Faithful erupt like clockwork
            while the hot spring next door just steams? How do rangers predict the next eruption? And what paints Grand
            Prismatic Spring in rainbow colors? Plus a listener question about how close is too close to a bison, and a
            geyser experiment to try in the backyard.
          </p>
          <div className="row">
            <ComingSoonButton label="Play preview" icon="▶" />
            <ComingSoonButton label="Listen on Spotify" />
            <ComingSoonButton label="Listen on Apple Podcasts" />
          </div>
        </article>
      </section>

      <section className="container stack" aria-labelledby="podcast-expect-heading">
        <h2 id="podcast-expect-heading">What to expect</h2>
        <ul className="site-approach">
          <li>
            <h3>Stories from the parks</h3>
            <p>Geysers, canyons, fireflies and glaciers, explained the way a curious eight-year-old would want.</p>
          </li>
          <li>
            <h3>Try-it-at-home experiments</h3>
            <p>Every episode ends with something to build, test or spot, using things you already have.</p>
          </li>
          <li>
            <h3>Listener questions</h3>
            <p>Kids ask, Ranger Rosie answers. No question is too small, or too slimy.</p>
          </li>
        </ul>
      </section>
    </div>
  );
}
