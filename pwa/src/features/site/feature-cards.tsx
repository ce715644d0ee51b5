/** Home's six feature cards: what a family gets, each with the place to go for it. */
import { Link } from "../../lib/i18n/links";

const FEATURES = [
  {
    icon: "🧭",
    title: "Scavenger Hunts",
    text: "Clue-by-clue hunts through parks and museums. Find each spot, learn why it matters and earn a badge at the end.",
    to: "/scavengerhunts",
    action: "Explore the hunts",
  },
  {
    icon: "📚",
    title: "Park Guidebooks",
    text: "Picture-packed guidebooks for young explorers, with activities, fun facts and a hunt for every park.",
    to: "/shop",
    action: "Browse the books",
  },
  {
    icon: "🗺️",
    title: "Parks Directory",
    text: "All 63 national parks by region, with highlights to help you choose where your next road trip goes.",
    to: "/map",
    action: "Find a park",
  },
  {
    icon: "📝",
    title: "Adventure Blog",
    text: "Honest, tested tips from the trail: what to pack, where the restrooms are and which hikes little legs can manage.",
    to: "/blog",
    action: "Read the guides",
  },
  {
    icon: "🏅",
    title: "Points & Rewards",
    text: "Every finished hunt, purchase and story read earns points your family can trade for discounts on the next adventure.",
    to: "/points-store",
    action: "See the rewards",
  },
  {
    icon: "📶",
    title: "Made for No Signal",
    text: "Download a hunt before you go and play it deep in the canyon. Your points sync when you are back in range.",
    to: "/ready",
    action: "Get ready for the trip",
  },
] as const;

export function FeatureCards() {
  return (
    <section className="container" aria-labelledby="features-heading">
      <h2 id="features-heading">Everything for your park adventure</h2>
      <ul className="site-cards">
        {FEATURES.map((f) => (
          <li key={f.title} className="card card-body stack">
            <span className="site-card-icon" aria-hidden="true">
              {f.icon}
            </span>
            <h3>{f.title}</h3>
            <p>{f.text}</p>
            <Link to={f.to}>
              {f.action} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
