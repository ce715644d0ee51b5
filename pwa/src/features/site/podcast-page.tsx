/** Podcast (/podcast): a coming-soon teaser with a preview of the first episode. Nothing here plays yet. */
import { ComingSoonButton } from "./coming-soon-button";
import { useTexts } from "../../lib/i18n/texts";
import { siteTexts } from "./site-texts";
import "./site.css";

const EXPECT = [
  { title: "expectStories", text: "expectStoriesText" },
  { title: "expectExperiments", text: "expectExperimentsText" },
  { title: "expectQuestions", text: "expectQuestionsText" },
] as const;

export default function PodcastPage() {
  const t = useTexts(siteTexts);
  return (
    <div className="site-page stack">
      <header className="site-hero">
        <div className="container stack">
          <span className="badge badge-orange">{t.comingSoonTitle()}</span>
          <h1>{t.podcastTitle()}</h1>
          <p className="site-lead">{t.podcastLead()}</p>
        </div>
      </header>

      <section className="container" aria-labelledby="episode-heading">
        <article className="card card-body stack site-episode">
          <p className="site-eyebrow-dark">{t.episodeMeta()}</p>
          <h2 id="episode-heading">{t.episodeTitle()}</h2>
          <p>{t.episodeText()}</p>
          <div className="row">
            <ComingSoonButton label={t.playPreview()} icon="▶" />
            <ComingSoonButton label={t.spotify()} />
            <ComingSoonButton label={t.applePodcasts()} />
          </div>
        </article>
      </section>

      <section className="container stack" aria-labelledby="podcast-expect-heading">
        <h2 id="podcast-expect-heading">{t.expectHeading()}</h2>
        <ul className="site-approach">
          {EXPECT.map((e) => (
            <li key={e.title}>
              <h3>{t[e.title]()}</h3>
              <p>{t[e.text]()}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
