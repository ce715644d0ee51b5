/**
 * How far and which way, in the family's language: "350 ft north-east" and "1.2 mi south" in English,
 * "350 pies al noreste" and "1.2 mi al sur" in Spanish, and the fix's accuracy ("GPS ±25 ft"). The
 * figures come from the shared rule (shared/rules/geo.ts); the words from the hunts' catalog.
 */
import { accuracyFeet, bearingDegrees, compassWord, distanceMeters, readDistance, type LatLng } from "#shared/rules/geo";
import type { Lang } from "#shared/rules/languages";
import { decimal } from "../../../lib/i18n/format";
import type { Messages } from "../../../lib/i18n/texts";
import type { huntsTexts } from "../hunts-texts";

type Texts = Messages<typeof huntsTexts.en>;

export function wayWords(t: Texts, lang: Lang) {
  const distance = (meters: number) => {
    const read = readDistance(meters);
    return read.unit === "ft" ? t.feet({ n: read.feet }) : t.miles({ n: decimal(read.miles, 1, lang) });
  };
  return {
    distance,
    wayTo: (from: LatLng, to: LatLng) =>
      t.wayTo({ distance: distance(distanceMeters(from, to)), direction: t.direction({ dir: compassWord(bearingDegrees(from, to)).replace("-", "") }) }),
    accuracy: (meters: number) => t.gpsAccuracy({ feet: accuracyFeet(meters) }),
  };
}
