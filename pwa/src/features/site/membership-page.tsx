/** Membership (/membership): the monthly plan, what it includes, how it compares and common questions. */
import { formatMoney } from "#shared/rules/money";
import { IconCard } from "./icon-card";
import { MembershipComparison } from "./membership-comparison";
import { MembershipFaq } from "./membership-faq";
import { MEMBERSHIP_MONTHLY_PRICE } from "./site-figures";
import { useJoinMembership } from "./use-join-membership";
import "./site.css";

const BENEFITS = [
  { icon: "🔓", title: "Every premium hunt", text: "Unlock all paid hunts in parks, science centers and more." },
  { icon: "✨", title: "New hunts first", text: "Fresh adventures land in your account the day they are released." },
  { icon: "📶", title: "Play with no signal", text: "Download any hunt for the trip and play deep in the backcountry." },
  { icon: "🏅", title: "Points and badges", text: "Earn points on every hunt and collect an explorer badge for each park." },
];

export default function MembershipPage() {
  const { join, pending } = useJoinMembership();
  return (
    <div className="site-page stack">
      <header className="site-hero">
        <div className="container stack">
          <h1>Explorer Membership</h1>
          <p className="site-lead">Every premium hunt for the whole family, wherever the road takes you.</p>
          <p className="site-price">
            <strong>{formatMoney(MEMBERSHIP_MONTHLY_PRICE)}</strong> per month
          </p>
          <ul className="site-perks">
            <li>First month free</li>
            <li>Cancel anytime</li>
          </ul>
          <div>
            <button type="button" className="btn btn-accent" onClick={join} aria-busy={pending}>
              {pending ? "Starting your membership…" : "Start your free month"}
            </button>
          </div>
        </div>
      </header>

      <section className="container" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">What members get</h2>
        <ul className="site-cards">
          {BENEFITS.map((b) => (
            <IconCard key={b.title} icon={b.icon} title={b.title}>
              <p>{b.text}</p>
            </IconCard>
          ))}
        </ul>
      </section>

      <MembershipComparison />
      <MembershipFaq />
    </div>
  );
}
