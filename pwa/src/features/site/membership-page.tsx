/** Membership (/membership): the monthly plan, what it includes, how it compares and common questions. */
import { formatMoney } from "#shared/rules/money";
import { IconCard } from "./icon-card";
import { MembershipComparison } from "./membership-comparison";
import { MembershipFaq } from "./membership-faq";
import { MEMBERSHIP_MONTHLY_PRICE } from "./site-figures";
import { useJoinMembership } from "./use-join-membership";
import { rich } from "../../lib/i18n/rich";
import { useTexts } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { siteTexts } from "./site-texts";
import "./site.css";

const BENEFITS = [
  { icon: "🔓", title: "benefitPremium", text: "benefitPremiumText" },
  { icon: "✨", title: "benefitNew", text: "benefitNewText" },
  { icon: "📶", title: "benefitSignal", text: "benefitSignalText" },
  { icon: "🏅", title: "benefitPoints", text: "benefitPointsText" },
] as const;

export default function MembershipPage() {
  const { join, pending } = useJoinMembership();
  const t = useTexts(siteTexts);
  const lang = useLang();
  return (
    <div className="site-page stack">
      <header className="site-hero">
        <div className="container stack">
          <h1>{t.membershipTitle()}</h1>
          <p className="site-lead">{t.membershipLead()}</p>
          <p className="site-price">{rich(t.perMonth(), { price: () => <strong>{formatMoney(MEMBERSHIP_MONTHLY_PRICE, lang)}</strong> })}</p>
          <ul className="site-perks">
            <li>{t.firstMonthFree()}</li>
            <li>{t.rowCancel()}</li>
          </ul>
          <div>
            <button type="button" className="btn btn-accent" onClick={join} aria-busy={pending}>
              {pending ? t.startingMembership() : t.startFreeMonth()}
            </button>
          </div>
        </div>
      </header>

      <section className="container" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">{t.benefitsHeading()}</h2>
        <ul className="site-cards">
          {BENEFITS.map((b) => (
            <IconCard key={b.title} icon={b.icon} title={t[b.title]()}>
              <p>{t[b.text]()}</p>
            </IconCard>
          ))}
        </ul>
      </section>

      <MembershipComparison />
      <MembershipFaq />
    </div>
  );
}
