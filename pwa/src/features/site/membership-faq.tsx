/** Membership questions, as native disclosures: keyboard and screen-reader friendly with no script. */
import { formatMoney } from "#shared/rules/money";
import { useTexts } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { INDIVIDUAL_HUNT_PRICE, MEMBERSHIP_MONTHLY_PRICE } from "./site-figures";
import { siteTexts } from "./site-texts";

export function MembershipFaq() {
  const t = useTexts(siteTexts);
  const lang = useLang();
  const FAQ = [
    { q: t.faqFreeQ(), a: t.faqFreeA({ price: formatMoney(MEMBERSHIP_MONTHLY_PRICE, lang) }) },
    { q: t.faqCancelQ(), a: t.faqCancelA() },
    { q: t.faqNeedQ(), a: t.faqNeedA({ price: formatMoney(INDIVIDUAL_HUNT_PRICE, lang) }) },
    { q: t.faqSignalQ(), a: t.faqSignalA() },
    { q: t.faqFamilyQ(), a: t.faqFamilyA() },
  ];
  return (
    <section className="container stack" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{t.faqHeading()}</h2>
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
