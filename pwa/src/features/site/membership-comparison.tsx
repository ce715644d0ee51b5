/** Membership's comparison: one hunt bought on its own against a month of membership. */
import { formatMoney } from "#shared/rules/money";
import { INDIVIDUAL_HUNT_PRICE, MEMBERSHIP_MONTHLY_PRICE } from "./site-figures";

const YES = "✓ Yes";
const NO = "— No";

const ROWS: [feature: string, individual: string, member: string][] = [
  ["Price", `${formatMoney(INDIVIDUAL_HUNT_PRICE)} per hunt`, `${formatMoney(MEMBERSHIP_MONTHLY_PRICE)} per month, first month free`],
  ["Premium hunts", "The one hunt you buy", "Every premium hunt"],
  ["New hunts as they are released", NO, YES],
  ["Download for no-signal play", YES, YES],
  ["Points and explorer badges", YES, YES],
  ["Cancel anytime", "Nothing to cancel", YES],
];

export function MembershipComparison() {
  return (
    <section className="container" aria-labelledby="compare-heading">
      <h2 id="compare-heading">Membership or one hunt at a time?</h2>
      <div className="site-table-wrap">
        <table className="site-compare">
          <caption className="visually-hidden">Individual hunt compared with membership</caption>
          <thead>
            <tr>
              <th scope="col">What you get</th>
              <th scope="col">Individual hunt</th>
              <th scope="col">Member</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([feature, individual, member]) => (
              <tr key={feature}>
                <th scope="row">{feature}</th>
                <td>{individual}</td>
                <td>{member}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">Planning just one trip? A single hunt is a great way to try us out. Exploring all year? Membership pays for itself by the third hunt.</p>
    </section>
  );
}
