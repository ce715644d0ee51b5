/**
 * A hunt map's text alternative (the map's aria-describedby): what the marks mean, whose map it is when
 * it is a park's own, and where the family is, when the GPS says.
 */
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { FAMILY_NEAR_MILES } from "./map-view";

/** on: drawn; off-picture: near the items but past the park map's edge; far: farther than FAMILY_NEAR_MILES. */
export type FamilyPlace = "unknown" | "on" | "off-picture" | "far";

export function MapCaption({ id, family, credit = "", help = "" }: { id: string; family: FamilyPlace; credit?: string; help?: string }) {
  const t = useTexts(huntsTexts);
  const where = { unknown: "", on: t.mapYou(), "off-picture": t.parkMapOff(), far: t.mapOff({ miles: FAMILY_NEAR_MILES }) }[family];
  const sentences = [t.mapCaption(), where, help, credit && t.mapCredit({ credit })].filter(Boolean);
  return (
    <figcaption id={id} className="muted small-text">
      {sentences.join(" ")}
    </figcaption>
  );
}
