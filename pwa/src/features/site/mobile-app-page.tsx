/**
 * Mobile app (/app): the store apps are not out yet, so every button here is marked Coming soon and
 * does nothing. The page points out what already works today: this site installs and plays offline.
 */
import { Link } from "../../lib/i18n/links";
import { ComingSoonButton } from "./coming-soon-button";
import { useTexts } from "../../lib/i18n/texts";
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
        <dl className="site-stats">
          <div className="card card-body">
            <dt>{t.appRating()}</dt>
            <dd>{APP_RATING}</dd>
          </div>
          <div className="card card-body">
            <dt>{t.appDownloads()}</dt>
            <dd>{APP_DOWNLOADS}</dd>
          </div>
          <div className="card card-body">
            <dt>{t.appAdventures()}</dt>
            <dd>{ADVENTURES}</dd>
          </div>
        </dl>
      </section>

      <section className="container" aria-labelledby="app-features-heading">
        <h2 id="app-features-heading">{t.appFeaturesHeading()}</h2>
        <ul className="site-cards">
          {FEATURES.map((f) => (
            <li key={f.title} className="card card-body stack">
              <span className="site-card-icon" aria-hidden="true">
                {f.icon}
              </span>
              <h3>{t[f.title]()}</h3>
              <p>{t[f.text]()}</p>
            </li>
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
