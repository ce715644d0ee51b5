/**
 * /map, the Parks Directory: region chips filter both the map and the grid of park cards; a card or a
 * map dot opens the park's dialog. The parks ship in the bundle, so the directory works offline; the
 * related posts and books come from the device's catalog.
 */
import { useTexts } from "../../lib/i18n/texts";
import { parksTexts } from "./parks-texts";
import { useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { Park } from "#shared/schemas/park";
import { PARKS } from "./park-directory";
import { LazyParkMap } from "./lazy-park-map";
import { ParkDialog } from "./park-dialog";
import { ParkGrid } from "./park-grid";
import { parseRegion, RegionFilter, type RegionChoice } from "./region-filter";
import { useRelatedRefresh } from "./related-content";
import "./parks.css";

export function ParksDirectory({ parks }: { parks: readonly Park[] }) {
  useRelatedRefresh();
  // The region lives in the URL so a filtered directory can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const region = parseRegion(params.get("region"));
  const [openId, setOpenId] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const t = useTexts(parksTexts);

  const shown = useMemo(() => (region === "All" ? parks : parks.filter((park) => park.region === region)), [parks, region]);
  const openPark = parks.find((park) => park.id === openId);
  const select = (choice: RegionChoice) => setParams(choice === "All" ? {} : { region: choice }, { replace: true });
  const open = (park: Park) => setOpenId(park.id);

  return (
    <div className="parks-page container stack">
      <header className="parks-intro">
        <h1>{t.title()}</h1>
        <p className="muted">{t.intro()}</p>
      </header>
      <RegionFilter selected={region} onSelect={select} />
      <p className="park-count" role="status">
        {t.showing({ count: shown.length })}
      </p>
      <section className="park-map-section" aria-labelledby="park-map-heading">
        <div className="park-section-header">
          <h2 id="park-map-heading">{t.parkMap()}</h2>
          {/* Keyboard users can pass the map's dots and go straight to the cards. */}
          <button type="button" className="skip-map" onClick={() => listHeading.current?.focus()}>
            {t.skipMap()}
          </button>
        </div>
        <LazyParkMap parks={shown} onOpen={open} />
      </section>
      <section aria-labelledby="park-list-heading">
        <h2 id="park-list-heading" ref={listHeading} tabIndex={-1}>
          {region === "All" ? t.allParks() : t.regionParks({ region: t.region({ region }) })}
        </h2>
        <ParkGrid parks={shown} onOpen={open} />
      </section>
      {openPark && <ParkDialog key={openPark.id} park={openPark} onClose={() => setOpenId(null)} />}
    </div>
  );
}

export default function ParksPage() {
  return <ParksDirectory parks={PARKS} />;
}
