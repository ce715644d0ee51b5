/** Membership questions, as native disclosures: keyboard and screen-reader friendly with no script. */
import { formatMoney } from "#shared/rules/money";
import { INDIVIDUAL_HUNT_PRICE, MEMBERSHIP_MONTHLY_PRICE } from "./site-figures";

const FAQ = [
  {
    q: "How does the free first month work?",
    a: `Your first month costs nothing. After that, membership is ${formatMoney(MEMBERSHIP_MONTHLY_PRICE)} a month until you cancel.`,
  },
  {
    q: "Can I cancel anytime?",
    a: "Yes. There is no contract and no cancellation fee; your membership simply ends at the close of the month you paid for.",
  },
  {
    q: "Do I need a membership to play?",
    a: `No. Free hunts are free for everyone, and any premium hunt can be bought on its own for ${formatMoney(INDIVIDUAL_HUNT_PRICE)}.`,
  },
  {
    q: "Do hunts work without cell signal?",
    a: "Yes. Download a hunt before you leave and play it anywhere; your finds and points sync when you are back in range.",
  },
  {
    q: "Can the whole family use one membership?",
    a: "Yes. Everyone hunting together on your phone or tablet is covered: a hunt is a team sport.",
  },
];

export function MembershipFaq() {
  return (
    <section className="container stack" aria-labelledby="faq-heading">
      <h2 id="faq-heading">Frequently asked questions</h2>
      <div className="site-faq">
        {FAQ.map((item) => (
          <details key={item.q} className="card">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
