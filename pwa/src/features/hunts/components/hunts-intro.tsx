/** The static parts of the hunts list: the hero, the four steps, and the Learning Games teaser. */
import { Link } from "../../../lib/i18n/links";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";

const STEPS = [
  { icon: "🚩", title: "stepStart", text: "stepStartText" },
  { icon: "🔎", title: "stepClues", text: "stepCluesText" },
  { icon: "❓", title: "stepQuiz", text: "stepQuizText" },
  { icon: "🏅", title: "stepBadge", text: "stepBadgeText" },
] as const;

export function HuntsHero() {
  const t = useTexts(huntsTexts);
  return (
    <header className="hunts-hero">
      <div className="container stack">
        <h1>{t.heroTitle()}</h1>
        <p>{t.heroText()}</p>
        <p>
          <Link className="hunts-ready-link" to="/ready">
            {t.readyLink()}
          </Link>
        </p>
      </div>
    </header>
  );
}

export function HowItWorks() {
  const t = useTexts(huntsTexts);
  return (
    <section className="container" aria-labelledby="how-it-works">
      <h2 id="how-it-works">{t.howItWorks()}</h2>
      <ol className="hunt-steps">
        {STEPS.map((step, i) => (
          <li key={step.title} className="card card-body">
            <span className="hunt-step-icon" aria-hidden="true">{step.icon}</span>
            <h3>{t.stepHeading({ n: i + 1, title: t[step.title]() })}</h3>
            <p>{t[step.text]()}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function LearningGames() {
  const t = useTexts(huntsTexts);
  return (
    <section className="container" aria-labelledby="learning-games">
      <h2 id="learning-games">{t.learningGames()}</h2>
      <div className="grid">
        <article className="card card-body stack">
          <span className="badge badge-warn">{t.comingSoon()}</span>
          <h3>{t.waterGame()}</h3>
          <p>{t.waterGameText()}</p>
        </article>
      </div>
    </section>
  );
}
