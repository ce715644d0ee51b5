/** The directory's park cards, or 'No Parks Found' when the region has none. */
import type { Park } from "#shared/schemas/park";
import { useTexts } from "../../lib/i18n/texts";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { parksTexts } from "./parks-texts";

interface Props {
  parks: readonly Park[];
  onOpen: (park: Park) => void;
}

export function ParkGrid({ parks, onOpen }: Props) {
  const t = useTexts(parksTexts);
  const parkLang = useTextLang("en");
  if (parks.length === 0) {
    return (
      <div className="park-empty card card-body">
        <h3>{t.noParks()}</h3>
        <p className="muted">{t.noParksHint()}</p>
      </div>
    );
  }
  return (
    <ul className="park-grid grid">
      {parks.map((park) => (
        <li key={park.id} className="park-card card card-body">
          <h3>
            {/* The button's ::after covers the card, so the whole card opens the park. */}
            <button type="button" className="park-card-open" aria-describedby={`park-where-${park.id}`} onClick={() => onOpen(park)} lang={parkLang}>
              {park.name}
            </button>
          </h3>
          <p id={`park-where-${park.id}`} className="muted" lang={parkLang}>
            {park.state}
          </p>
          <span className="badge">{t.region({ region: park.region })}</span>
        </li>
      ))}
    </ul>
  );
}
