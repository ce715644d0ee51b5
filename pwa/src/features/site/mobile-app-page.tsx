/**
 * Mobile app (/app): the store apps are not out yet, so every button here is marked Coming soon and
 * does nothing. The page points out what already works today: this site installs and plays offline.
 */
import { Link } from "../../lib/i18n/links";
import { ComingSoonButton } from "./coming-soon-button";
import { ADVENTURES, APP_DOWNLOADS, APP_RATING, NATIONAL_PARKS } from "./site-figures";
import "./site.css";

const FEATURES = [
  { icon: "📍", title: "Clues that know where you are", text: "The next clue is waiting when you reach the right spot on the trail." },
  { icon: "📶", title: "Built for no signal", text: "Every hunt and guide works deep in the backcountry, miles from a cell tower." },
  { icon: "📸", title: "Snap your finds", text: "Keep a photo journal of every geyser, bison and ranger station you find." },
  { icon: "🏅", title: "Badges on your phone", text: "Your explorer badges and points, all in one pocket-sized trophy case." },
];

export default function MobileAppPage() {
  return (
    <div className="site-page stack">
      <header className="site-hero">
        <div className="container stack">
          <span className="badge badge-orange">Coming Soon</span>
          <h1>Park Hunts in your pocket</h1>
          <p className="site-lead">
            The Park Hunts app brings our guidebooks and hunts to iPhone and Android, made for families exploring{" "}
            {NATIONAL_PARKS} national parks.
          </p>
          <div className="row">
            <ComingSoonButton label="Download on the App Store" />
            <ComingSoonButton label="Get it on Google Play" icon="▶" />
          </div>
          <div className="row">
            <ComingSoonButton label="Notify Me When Available" />
            <ComingSoonButton label="Watch Demo" />
          </div>
        </div>
      </header>

      <section className="container" aria-label="Park Hunts by the numbers">
        <dl className="site-stats">
          <div className="card card-body">
            <dt>Rating from families</dt>
            <dd>{APP_RATING}</dd>
          </div>
          <div className="card card-body">
            <dt>Guide downloads</dt>
            <dd>{APP_DOWNLOADS}</dd>
          </div>
          <div className="card card-body">
            <dt>Adventures</dt>
            <dd>{ADVENTURES}</dd>
          </div>
        </dl>
      </section>

      <section className="container" aria-labelledby="app-features-heading">
        <h2 id="app-features-heading">What the app will do</h2>
        <ul className="site-cards">
          {FEATURES.map((f) => (
            <li key={f.title} className="card card-body stack">
              <span className="site-card-icon" aria-hidden="true">
                {f.icon}
              </span>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container stack" aria-labelledby="app-today-heading">
        <h2 id="app-today-heading">Can't wait? It already works on your phone</h2>
        <p>
          This website installs like an app: use Install app, or Add to Home Screen in your browser's menu. Download a hunt
          and it plays with no signal at all.
        </p>
        <p>
          <Link to="/ready">Check your phone is ready for the trip</Link>
        </p>
      </section>
    </div>
  );
}
