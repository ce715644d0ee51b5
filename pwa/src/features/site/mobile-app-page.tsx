/**
 * Mobile app (/app): the store apps are not out yet, so every button here is marked Coming soon and
 * does nothing. The page points out what already works today: this site installs and plays offline.
 */
import { Link } from "../../lib/i18n/links";
import { StatList } from "../../components/stat-list";
import { ComingSoonButton } from "./coming-soon-button";
import { useTexts } from "../../lib/i18n/texts";
import { IconCard } from "./icon-card";
import { siteTexts } from "./site-texts";
import { ADVENTURES, APP_DOWNLOADS, APP_RATING, NATIONAL_PARKS } from "./site-figures";
import "./site.css";

const FEATURES = [
  { icon: "📍", title: "appWhere", text: "appWhereText" },
  { icon: "📶", title: "appSignal", text: "appSignalText" },
  { icon: "📸", title: "appPhotos", text: "appPhotosText" },
  { icon: "🏅", title: "appBadges", text: "appBadgesText" },
] as const;

export default function MobileAppPage() {
  const t = useTexts(siteTexts);
  return (
    <div className="site-page stack">
      <header className="site-hero">
        <div className="container stack">
          <span className="badge badge-orange">{t.comingSoonTitle()}</span>
          <h1>{t.appTitle()}</h1>
          <p className="site-lead">{t.appLead({ parks: NATIONAL_PARKS })}</p>
          <div className="row">
            <ComingSoonButton label={t.appStore()} />
            <ComingSoonButton label={t.googlePlay()} icon="▶" />
          </div>
          <div className="row">
            <ComingSoonButton label={t.notifyMe()} />
            <ComingSoonButton label={t.watchDemo()} />
          </div>
        </div>
      </header>

      <section className="container" aria-label={t.byTheNumbers()}>
        <StatList
          className="site-stats"
          itemClassName="card card-body"
          stats={[
            { label: t.appRating(), value: APP_RATING },
            { label: t.appDownloads(), value: APP_DOWNLOADS },
            { label: t.appAdventures(), value: ADVENTURES },
          ]}
        />
      </section>

      <section className="container" aria-labelledby="app-features-heading">
        <h2 id="app-features-heading">{t.appFeaturesHeading()}</h2>
        <ul className="site-cards">
          {FEATURES.map((f) => (
            <IconCard key={f.title} icon={f.icon} title={t[f.title]()}>
              <p>{t[f.text]()}</p>
            </IconCard>
          ))}
        </ul>
      </section>

      <section className="container stack" aria-labelledby="app-today-heading">
        <h2 id="app-today-heading">{t.appTodayHeading()}</h2>
        <p>{t.appTodayText()}</p>
        <p>
          <Link to="/ready">{t.appReadyLink()}</Link>
        </p>
      </section>
    </div>
  );
}
