/** About (/): who writes the guidebooks, where the adventures go, and how they are made. */
import { Link } from "../../lib/i18n/links";
import { DestinationTypes } from "./destination-types";
import "./site.css";

const APPROACH = [
  { title: "Learning through play", text: "Every clue hides a real fact about geology, wildlife or history, so kids learn without noticing." },
  { title: "Safety first", text: "Hunts stay on marked trails and boardwalks, and every guide repeats the rangers' rules for wildlife and water." },
  { title: "Leave no trace", text: "Nothing to collect, nothing to dig up: kids find things with their eyes and take home only photos and badges." },
  { title: "Every age along", text: "Picture clues for little ones, trickier puzzles for big kids, and enough good stories to keep grown-ups hooked too." },
  { title: "Tested on the trail", text: "Each hunt is walked by real families before it is published, and fixed when a trail or exhibit changes." },
];

export default function AboutPage() {
  return (
    <div className="site-page stack">
      <header className="site-hero">
        <div className="container stack">
          <h1>About Park Hunts</h1>
          <p className="site-lead">Books and hunts that help families fall in love with America's wild places, one clue at a time.</p>
        </div>
      </header>

      <section className="container site-story stack" aria-labelledby="story-heading">
        <h2 id="story-heading">Hi, I'm Ranger Rosie</h2>
        <p>
          I write children's books, and for years my family spent every school break in a national park. The views were
          spectacular, but the kids? They wanted to know what to look for. So I started writing little scavenger hunts on
          index cards: find the tree that survived the fire, count the rings in the canyon wall, spot the bird that sounds
          like a squeaky door.
        </p>
        <p>
          Those cards turned into guidebooks, the guidebooks turned into interactive hunts, and now families all over the
          country use them to explore together. The best part is still the same as on those first trips: the moment a
          child looks up from a clue and says, "Wait, I know why that rock is red!"
        </p>
      </section>

      <DestinationTypes />

      <section className="container" aria-labelledby="approach-heading">
        <h2 id="approach-heading">Our approach</h2>
        <ul className="site-approach">
          {APPROACH.map((a) => (
            <li key={a.title}>
              <h3>{a.title}</h3>
              <p>{a.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container stack" aria-labelledby="about-next-heading">
        <h2 id="about-next-heading">Ready for your first adventure?</h2>
        <div className="row">
          <Link className="btn" to="/scavengerhunts">
            Try a free hunt
          </Link>
          <Link className="btn btn-secondary" to="/map">
            Find a park
          </Link>
        </div>
      </section>
    </div>
  );
}
