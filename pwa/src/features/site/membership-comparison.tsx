/** Membership's comparison: one hunt bought on its own against a month of membership. */
import { formatMoney } from "#shared/rules/money";
import { useTexts } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { INDIVIDUAL_HUNT_PRICE, MEMBERSHIP_MONTHLY_PRICE } from "./site-figures";
import { siteTexts } from "./site-texts";

export function MembershipComparison() {
  const t = useTexts(siteTexts);
  const lang = useLang();
  const rows: [feature: string, individual: string, member: string][] = [
    [t.rowPrice(), t.perHunt({ price: formatMoney(INDIVIDUAL_HUNT_PRICE, lang) }), t.perMonthFree({ price: formatMoney(MEMBERSHIP_MONTHLY_PRICE, lang) })],
    [t.rowPremium(), t.oneHunt(), t.everyPremium()],
    [t.rowNew(), t.no(), t.yes()],
    [t.rowDownload(), t.yes(), t.yes()],
    [t.rowPoints(), t.yes(), t.yes()],
    [t.rowCancel(), t.nothingToCancel(), t.yes()],
  ];
  return (
    <section className="container" aria-labelledby="compare-heading">
      <h2 id="compare-heading">{t.compareHeading()}</h2>
      <div className="site-table-wrap">
        <table className="site-compare">
          <caption className="visually-hidden">{t.compareCaption()}</caption>
          <thead>
            <tr>
              <th scope="col">{t.whatYouGet()}</th>
              <th scope="col">{t.individualHunt()}</th>
              <th scope="col">{t.member()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([feature, individual, member]) => (
              <tr key={feature}>
                <th scope="row">{feature}</th>
                <td>{individual}</td>
                <td>{member}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">{t.compareNote()}</p>
    </section>
  );
}
