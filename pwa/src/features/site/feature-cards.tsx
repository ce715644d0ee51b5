/** Home's six feature cards: what a family gets, each with the place to go for it. */
import { Link } from "../../lib/i18n/links";
import { useTexts } from "../../lib/i18n/texts";
import { IconCard } from "./icon-card";
import { siteTexts } from "./site-texts";

const FEATURES = [
  {
    icon: "🧭",
    title: "featHunts",
    text: "featHuntsText",
    to: "/scavengerhunts",
    action: "featHuntsAction",
  },
  {
    icon: "📚",
    title: "featBooks",
    text: "featBooksText",
    to: "/shop",
    action: "featBooksAction",
  },
  {
    icon: "🗺️",
    title: "featParks",
    text: "featParksText",
    to: "/map",
    action: "featParksAction",
  },
  {
    icon: "📝",
    title: "featBlog",
    text: "featBlogText",
    to: "/blog",
    action: "featBlogAction",
  },
  {
    icon: "🏅",
    title: "featPoints",
    text: "featPointsText",
    to: "/points-store",
    action: "featPointsAction",
  },
  {
    icon: "📶",
    title: "featSignal",
    text: "featSignalText",
    to: "/ready",
    action: "featSignalAction",
  },
] as const;

export function FeatureCards() {
  const t = useTexts(siteTexts);
  return (
    <section className="container" aria-labelledby="features-heading">
      <h2 id="features-heading">{t.featuresHeading()}</h2>
      <ul className="site-cards">
        {FEATURES.map((f) => (
          <IconCard key={f.title} icon={f.icon} title={t[f.title]()}>
            <p>{t[f.text]()}</p>
            <Link to={f.to}>
              {t[f.action]()} <span aria-hidden="true">→</span>
            </Link>
          </IconCard>
        ))}
      </ul>
    </section>
  );
}
