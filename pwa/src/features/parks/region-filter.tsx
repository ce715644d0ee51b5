/** The region chips above the directory; the selected one is pressed. */
import { useTexts } from "../../lib/i18n/texts";
import { parksTexts } from "./parks-texts";
import { PARK_REGIONS, type ParkRegion } from "#shared/rules/park-regions";

export type RegionChoice = ParkRegion | "All";

export const REGION_CHOICES: readonly RegionChoice[] = ["All", ...PARK_REGIONS];

export function parseRegion(value: string | null): RegionChoice {
  return REGION_CHOICES.find((choice) => choice === value) ?? "All";
}

interface Props {
  selected: RegionChoice;
  onSelect: (region: RegionChoice) => void;
}

export function RegionFilter({ selected, onSelect }: Props) {
  const t = useTexts(parksTexts);
  return (
    <div className="region-filter row" role="group" aria-label={t.filterRegion()}>
      {REGION_CHOICES.map((region) => (
        <button
          key={region}
          type="button"
          className="region-chip"
          aria-pressed={region === selected}
          onClick={() => onSelect(region)}
        >
          {t.region({ region })}
        </button>
      ))}
    </div>
  );
}
