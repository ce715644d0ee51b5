/** About (/): who writes the guidebooks, where the adventures go, and how they are made. */
import { Link } from "../../lib/i18n/links";
import { useTexts } from "../../lib/i18n/texts";
import { DestinationTypes } from "./destination-types";
import { siteTexts } from "./site-texts";
import "./site.css";

const APPROACH = [
  { title: "approachPlay", text: "approachPlayText" },
  { title: "approachSafety", text: "approachSafetyText" },
  { title: "approachTrace", text: "approachTraceText" },
  { title: "approachAges", text: "approachAgesText" },
  { title: "approachTested", text: "approachTestedText" },
] as const;

export default function AboutPage() {
  const t = useTexts(siteTexts);
  return (
    <div className="site-page stack">
      <header className="site-hero">
        <div className="container stack">
          <h1>{t.aboutTitle()}</h1>
          <p className="site-lead">{t.aboutLead()}</p>
        </div>
      </header>

      <section className="container site-story stack" aria-labelledby="story-heading">
        <h2 id="story-heading">{t.storyHeading()}</h2>
        <p>{t.story1()}</p>
        <p>{t.story2()}</p>
      </section>

      <DestinationTypes />

      <section className="container" aria-labelledby="approach-heading">
        <h2 id="approach-heading">{t.approachHeading()}</h2>
        <ul className="site-approach">
          {APPROACH.map((a) => (
            <li key={a.title}>
              <h3>{t[a.title]()}</h3>
              <p>{t[a.text]()}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container stack" aria-labelledby="about-next-heading">
        <h2 id="about-next-heading">{t.aboutNext()}</h2>
        <div className="row">
          <Link className="btn" to="/scavengerhunts">
            {t.tryFreeHunt()}
          </Link>
          <Link className="btn btn-secondary" to="/map">
            {t.findPark()}
          </Link>
        </div>
      </section>
    </div>
  );
}
