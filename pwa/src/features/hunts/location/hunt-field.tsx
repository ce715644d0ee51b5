/**
 * The hunt's items played in the field, loaded after the first render (components/lazy-parts.ts): the
 * location line, the hunt's own map, and the item list with each item's way to be found (GPS, the
 * sign's word, or a tap). GPS and compass run only while `active`: the hunt is not done yet.
 */
import type { Lang } from "#shared/rules/languages";
import type { HuntItem } from "#shared/schemas/hunt";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import type { FindHow } from "../stores/hunt-progress";
import { FindList } from "../components/find-list";
import type { Findable } from "../components/play-views";
import { FindCheck } from "./find-check";
import { HuntMap, type MapItem } from "./hunt-map";
import { LocationBar } from "./location-bar";
import { useCompassHeading } from "./use-compass-heading";
import { useFamilyLocation } from "./use-family-location";
import "./hunt-field.css";

interface Props {
  hunt: { title: string; items: readonly HuntItem[]; lang: Lang };
  entries: readonly Findable[];
  found: readonly number[];
  onFound: (id: number, how?: FindHow) => void;
  active: boolean;
}

export function HuntField({ hunt, entries, found, onFound, active }: Props) {
  const mapItems: MapItem[] = hunt.items.flatMap(({ id, name, lat, lng }, index) =>
    lat != null && lng != null ? [{ n: index + 1, name, lat, lng, found: found.includes(id) }] : [],
  );
  const placed = mapItems.length > 0;
  const location = useFamilyLocation(active && placed);
  const compass = useCompassHeading(active && location.status === "on");
  const byId = new Map(hunt.items.map((item) => [item.id, item]));
  const textLang = useTextLang(hunt.lang);

  return (
    <>
      {active && placed && <LocationBar location={location} compass={compass} />}
      {placed && <HuntMap title={hunt.title} items={mapItems} family={location.fix} />}
      <FindList
        entries={entries}
        found={found}
        onFound={(entry) => onFound(entry.id)}
        textLang={textLang}
        action={(entry, tap) => {
          const item = byId.get(entry.id);
          return item ? <FindCheck item={item} location={location} heading={compass.heading} onFound={onFound} tap={tap} /> : tap;
        }}
      />
    </>
  );
}
