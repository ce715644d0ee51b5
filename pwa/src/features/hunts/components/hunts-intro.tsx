/** The static parts of the hunts list: the hero, the four steps, and the Learning Games teaser. */
import { Link } from "react-router-dom";

const STEPS = [
  { icon: "🚩", title: "Start", text: "Pick a hunt and open it on your phone when you arrive." },
  { icon: "🔎", title: "Solve clues", text: "Follow the clues, find each item and tap “Found it!” to earn its points." },
  { icon: "❓", title: "Take the quiz", text: "Answer questions about what you discovered for 5 points each." },
  { icon: "🏅", title: "Earn your badge", text: "Score at least 70% to earn the hunt’s explorer badge." },
];

export function HuntsHero() {
  return (
    <header className="hunts-hero">
      <div className="container stack">
        <h1>Scavenger Hunts</h1>
        <p>Turn your next park or museum visit into an adventure: solve clues, learn amazing facts and earn badges together.</p>
        <p>
          <Link className="hunts-ready-link" to="/ready">
            Going somewhere with no signal? Check you’re ready →
          </Link>
        </p>
      </div>
    </header>
  );
}

export function HowItWorks() {
  return (
    <section className="container" aria-labelledby="how-it-works">
      <h2 id="how-it-works">How it works</h2>
      <ol className="hunt-steps">
        {STEPS.map((step, i) => (
          <li key={step.title} className="card card-body">
            <span className="hunt-step-icon" aria-hidden="true">{step.icon}</span>
            <h3>
              {i + 1}. {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function LearningGames() {
  return (
    <section className="container" aria-labelledby="learning-games">
      <h2 id="learning-games">Learning Games</h2>
      <div className="grid">
        <article className="card card-body stack">
          <span className="badge badge-warn">Coming Soon</span>
          <h3>Water Treatment Game</h3>
          <p>Follow a raindrop from the river to your tap and help clean it at every step of a water treatment plant.</p>
        </article>
      </div>
    </section>
  );
}
