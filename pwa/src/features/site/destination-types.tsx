/** About's four destination types: the national parks today, the rest on their way. */
import { useTexts } from "../../lib/i18n/texts";
import { IconCard } from "./icon-card";
import { NATIONAL_PARKS } from "./site-figures";
import { siteTexts } from "./site-texts";

const DESTINATIONS = [
  { icon: "🏞️", name: "destParks", count: NATIONAL_PARKS, text: "destParksText" },
  { icon: "🦒", name: "destZoos", count: null, text: "destZoosText" },
  { icon: "🐠", name: "destAquariums", count: null, text: "destAquariumsText" },
  { icon: "🦖", name: "destMuseums", count: null, text: "destMuseumsText" },
] as const;

export function DestinationTypes() {
  const t = useTexts(siteTexts);
  return (
    <section className="container" aria-labelledby="destinations-heading">
      <h2 id="destinations-heading">{t.destinationsHeading()}</h2>
      <ul className="site-cards site-destinations">
        {DESTINATIONS.map((d) => (
          <IconCard key={d.name} icon={d.icon} title={t[d.name]()}>
            {d.count === null ? <span className="badge badge-orange">{t.comingSoon()}</span> : <p className="site-big-number">{d.count}</p>}
            <p>{t[d.text]()}</p>
          </IconCard>
        ))}
      </ul>
    </section>
  );
}
