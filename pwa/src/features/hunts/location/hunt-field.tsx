/**
 * The hunt's items played in the field, loaded after the first render (components/lazy-parts.ts): the
 * location line, the hunt's map, and the item list with each item's way to be found (GPS, the
 * sign's word, or a tap). GPS and compass run only while `active`: the hunt is not done yet. A hunt
 * with a park map loads that map's code on its own (park-map.tsx), which no other hunt needs.
 */
import { Suspense } from "react";
import type { Lang } from "#shared/rules/languages";
import type { HuntItem } from "#shared/schemas/hunt";
import type { ParkMap } from "#shared/schemas/park-map";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { lazyPart } from "../../../lib/start-up/lazy-part";
import type { FindHow } from "../stores/hunt-progress";
import { FindList } from "../components/find-list";
import type { Findable } from "../components/play-views";
import { FindCheck } from "./find-check";
import { HuntMap } from "./hunt-map";
import { LocationBar } from "./location-bar";
import type { MapItem } from "./map-marks";
import { parkViewport, type Size } from "./park-map-frame";
import { useCompassHeading } from "./use-compass-heading";
import { useFamilyLocation } from "./use-family-location";
import "./hunt-field.css";

const LazyParkMap = lazyPart(() => import("./park-map").then((m) => ({ default: m.ParkMap })));

interface Props {
  hunt: { title: string; items: readonly HuntItem[]; lang: Lang; map?: ParkMap | null };
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
  const ownMap = <HuntMap title={hunt.title} items={mapItems} family={location.fix} />;
  // Points placed: the server fitted them (a new picture clears them until they are placed again).
  const parkMap = hunt.map?.rms_m != null ? hunt.map : null;

  return (
    <>
      {active && placed && <LocationBar location={location} compass={compass} />}
      {placed &&
        (parkMap ? (
          <Suspense fallback={<ParkMapPlaceholder picture={parkMap} />}>
            <LazyParkMap title={hunt.title} map={parkMap} items={mapItems} family={location.fix} fallback={ownMap} />
          </Suspense>
        ) : (
          ownMap
        ))}
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

/** The park map's frame, keeping its place on the page while the map's code comes in. */
function ParkMapPlaceholder({ picture }: { picture: Size }) {
  const { width, height } = parkViewport(picture);
  return <div className="park-map-placeholder" style={{ aspectRatio: `${width} / ${height}` }} />;
}
