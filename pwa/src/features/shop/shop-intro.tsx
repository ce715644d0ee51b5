/** The shop's static parts around the grid: the hero with its counts, and why families choose the books. */
interface Counts {
  books: number;
  available: number;
}

export function ShopHero({ books, available }: Counts) {
  return (
    <header className="shop-hero">
      <div className="container stack">
        <h1>Adventure Guidebooks</h1>
        <p>Scavenger-hunt guidebooks that turn every national park visit into a family adventure.</p>
        <dl className="shop-counts">
          <div>
            <dt>Guidebooks</dt>
            <dd>{books}</dd>
          </div>
          <div>
            <dt>Available now</dt>
            <dd>{available}</dd>
          </div>
          <div>
            <dt>National Parks</dt>
            <dd>63</dd>
          </div>
          <div>
            <dt>Adventures</dt>
            <dd>500+</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}

const REASONS = [
  { icon: "🧭", title: "Made for families", text: "Clues and challenges written for kids and grown-ups to solve together." },
  { icon: "🏞️", title: "Real park knowledge", text: "Every hunt is built around the trails, wildlife and history of the park you visit." },
  { icon: "📶", title: "No signal needed", text: "Printed and downloadable books work deep in the park, far from any cell tower." },
  { icon: "⭐", title: "Loved by explorers", text: "Rated 4.9 by families who have already taken their books on the trail." },
];

export function WhyChoose() {
  return (
    <section className="container why-choose" aria-labelledby="why-choose-heading">
      <h2 id="why-choose-heading">Why choose our guidebooks?</h2>
      <ul className="why-list">
        {REASONS.map((reason) => (
          <li key={reason.title} className="card card-body">
            <span className="why-icon" aria-hidden="true">
              {reason.icon}
            </span>
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
