/**
 * /map, the Parks Directory: region chips filter both the map and the grid of park cards; a card or a
 * map dot opens the park's dialog. The parks ship in the bundle, so the directory works offline; the
 * related posts and books come from the device's catalog.
 */
import { useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { PARKS, type Park } from "#shared/parks";
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

  const shown = useMemo(() => (region === "All" ? parks : parks.filter((park) => park.region === region)), [parks, region]);
  const openPark = parks.find((park) => park.id === openId);
  const select = (choice: RegionChoice) => setParams(choice === "All" ? {} : { region: choice }, { replace: true });
  const open = (park: Park) => setOpenId(park.id);

  return (
    <div className="parks-page container stack">
      <header className="parks-intro">
        <h1>Parks Directory</h1>
        <p className="muted">Find your family's next adventure among America's 63 national parks.</p>
      </header>
      <RegionFilter selected={region} onSelect={select} />
      <p className="park-count" role="status">
        Showing {shown.length} {shown.length === 1 ? "park" : "parks"}
      </p>
      <section className="park-map-section" aria-labelledby="park-map-heading">
        <div className="park-section-header">
          <h2 id="park-map-heading">Park Map</h2>
          {/* Keyboard users can pass the map's dots and go straight to the cards. */}
          <button type="button" className="skip-map" onClick={() => listHeading.current?.focus()}>
            Skip to the park list
          </button>
        </div>
        <LazyParkMap parks={shown} onOpen={open} />
      </section>
      <section aria-labelledby="park-list-heading">
        <h2 id="park-list-heading" ref={listHeading} tabIndex={-1}>
          {region === "All" ? "All Parks" : `${region} Parks`}
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
