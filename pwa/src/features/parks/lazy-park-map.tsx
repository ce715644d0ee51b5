/**
 * The map arrives after the directory: its code and the state outlines are a separate chunk, so the
 * grid shows at once and no other route carries the map. If the chunk cannot load (never cached and
 * offline) the page says so and the grid below still lists every park.
 */
import { useTexts } from "../../lib/i18n/texts";
import { parksTexts } from "./parks-texts";
import { Component, lazy, Suspense, type ReactNode } from "react";
import type { ParkMapProps } from "./park-map";

const ParkMap = lazy(() => import("./park-map"));

class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <MapFailed />;
  }
}

function MapFailed() {
  return <p className="park-map-placeholder muted">{useTexts(parksTexts).mapFailed()}</p>;
}

export function LazyParkMap(props: ParkMapProps) {
  const t = useTexts(parksTexts);
  return (
    <MapBoundary>
      <Suspense fallback={<p className="park-map-placeholder muted">{t.loadingMap()}</p>}>
        <ParkMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
