/** The shop's static parts around the grid: the hero with its counts, and why families choose the books. */
import { useTexts } from "../../lib/i18n/texts";
import { shopTexts } from "./shop-texts";

interface Counts {
  books: number;
  available: number;
}

export function ShopHero({ books, available }: Counts) {
  const t = useTexts(shopTexts);
  return (
    <header className="shop-hero">
      <div className="container stack">
        <h1>{t.heroTitle()}</h1>
        <p>{t.heroText()}</p>
        <dl className="shop-counts">
          <div>
            <dt>{t.guidebooks()}</dt>
            <dd>{books}</dd>
          </div>
          <div>
            <dt>{t.availableNow()}</dt>
            <dd>{available}</dd>
          </div>
          <div>
            <dt>{t.nationalParks()}</dt>
            <dd>63</dd>
          </div>
          <div>
            <dt>{t.adventures()}</dt>
            <dd>500+</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}

const REASONS = [
  { icon: "🧭", title: "whyFamilies", text: "whyFamiliesText" },
  { icon: "🏞️", title: "whyKnowledge", text: "whyKnowledgeText" },
  { icon: "📶", title: "whySignal", text: "whySignalText" },
  { icon: "⭐", title: "whyLoved", text: "whyLovedText" },
] as const;

export function WhyChoose() {
  const t = useTexts(shopTexts);
  return (
    <section className="container why-choose" aria-labelledby="why-choose-heading">
      <h2 id="why-choose-heading">{t.whyChoose()}</h2>
      <ul className="why-list">
        {REASONS.map((reason) => (
          <li key={reason.title} className="card card-body">
            <span className="why-icon" aria-hidden="true">
              {reason.icon}
            </span>
            <h3>{t[reason.title]()}</h3>
            <p>{t[reason.text]()}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
