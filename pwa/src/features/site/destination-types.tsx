/** About's four destination types: the national parks today, the rest on their way. */
import { IconCard } from "./icon-card";
import { NATIONAL_PARKS } from "./site-figures";

const DESTINATIONS = [
  { icon: "🏞️", name: "National Parks", count: NATIONAL_PARKS, text: "From Acadia's tide pools to Denali's tundra, a guide for every one." },
  { icon: "🦒", name: "Zoos", count: null, text: "Animal-spotting hunts that turn a zoo day into a safari." },
  { icon: "🐠", name: "Aquariums", count: null, text: "Clues that lead from the touch tank to the deepest tank." },
  { icon: "🦖", name: "Museums", count: null, text: "Hunts through dinosaur halls, science labs and art galleries." },
] as const;

export function DestinationTypes() {
  return (
    <section className="container" aria-labelledby="destinations-heading">
      <h2 id="destinations-heading">Where our adventures go</h2>
      <ul className="site-cards site-destinations">
        {DESTINATIONS.map((d) => (
          <IconCard key={d.name} icon={d.icon} title={d.name}>
            {d.count === null ? <span className="badge badge-orange">Coming soon</span> : <p className="site-big-number">{d.count}</p>}
            <p>{d.text}</p>
          </IconCard>
        ))}
      </ul>
    </section>
  );
}
