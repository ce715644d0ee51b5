/** A hunt map's scale bar, its left end at `at`, labelled in feet or miles in the page's language. */
import { decimal } from "../../../lib/i18n/format";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { huntsTexts } from "../hunts-texts";
import type { MapPoint } from "./map-marks";
import type { ScaleBar } from "./scale-bar";

export function MapScale({ bar, at }: { bar: ScaleBar; at: MapPoint }) {
  const t = useTexts(huntsTexts);
  const lang = useLang();
  return (
    <g className="map-scale" transform={`translate(${at.x} ${at.y})`}>
      <path d={`M0 -5 V0 H${bar.length.toFixed(1)} V-5`} />
      <text x={(bar.length + 6).toFixed(1)} dy="0.35em">
        {bar.unit === "ft" ? t.feet({ n: bar.value }) : t.miles({ n: bar.value < 1 ? decimal(bar.value, 1, lang) : bar.value })}
      </text>
    </g>
  );
}
