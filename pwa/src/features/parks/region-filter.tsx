/** The region chips above the directory; the selected one is pressed. */
import { PARK_REGIONS, type ParkRegion } from "#shared/parks";

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
  return (
    <div className="region-filter row" role="group" aria-label="Filter parks by region">
      {REGION_CHOICES.map((region) => (
        <button
          key={region}
          type="button"
          className="region-chip"
          aria-pressed={region === selected}
          onClick={() => onSelect(region)}
        >
          {region}
        </button>
      ))}
    </div>
  );
}
