/**
 * The parks map: state outlines and one focusable dot per park shown, drawn by React as an SVG with a
 * viewBox so it scales down to a phone. Loaded lazily (see lazy-park-map) because of its outlines.
 */
import { useTexts } from "../../lib/i18n/texts";
import { parksTexts } from "./parks-texts";
import { useMemo, type KeyboardEvent } from "react";
import drawing from "virtual:park-map-drawing";
import type { Park } from "#shared/schemas/park";
import { MAP_HEIGHT, MAP_WIDTH } from "./map-drawing";

export interface ParkMapProps {
  parks: readonly Park[];
  onOpen: (park: Park) => void;
}

function ParkDot({ park, x, y, onOpen }: { park: Park; x: number; y: number; onOpen: (park: Park) => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    onOpen(park);
  };
  return (
    <g
      className="park-dot"
      role="button"
      tabIndex={0}
      aria-label={`${park.name}, ${park.state}`}
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
      onClick={() => onOpen(park)}
      onKeyDown={onKeyDown}
    >
      <title>{`${park.name}, ${park.state}`}</title>
      {/* A larger invisible target so a fingertip can hit a small dot. */}
      <circle className="park-dot-target" r={14} />
      <circle className="park-dot-mark" r={6} />
    </g>
  );
}

export default function ParkMap({ parks, onOpen }: ParkMapProps) {
  const { placed, unplaced } = useMemo(() => {
    const placed: { park: Park; point: [number, number] }[] = [];
    const unplaced: Park[] = [];
    for (const park of parks) {
      const point = drawing.points[park.id];
      if (point) placed.push({ park, point });
      else unplaced.push(park);
    }
    return { placed, unplaced };
  }, [parks]);
  const t = useTexts(parksTexts);
  return (
    <>
      <svg className="park-map" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-label={t.mapShown()}>
        <g aria-hidden="true">
          <path className="park-map-land" d={drawing.land} />
          <path className="park-map-borders" d={drawing.borders} />
          {drawing.insets.map((inset) => (
            <g key={inset.label}>
              <rect className="park-map-inset" x={inset.x} y={inset.y} width={inset.width} height={inset.height} rx={6} />
              <text className="park-map-inset-label" x={inset.x + inset.width / 2} y={inset.y + 16}>
                {inset.label}
              </text>
              <path className="park-map-land" d={inset.outline} />
            </g>
          ))}
        </g>
        {placed.map(({ park, point: [x, y] }) => (
          <ParkDot key={park.id} park={park} x={x} y={y} onOpen={onOpen} />
        ))}
      </svg>
      {unplaced.length > 0 && (
        <p className="park-map-unplaced">
          {t.notOnMap()}{" "}
          {unplaced.map((park) => (
            <button key={park.id} type="button" className="btn btn-secondary btn-small" onClick={() => onOpen(park)}>
              {park.name}
            </button>
          ))}
        </p>
      )}
    </>
  );
}
