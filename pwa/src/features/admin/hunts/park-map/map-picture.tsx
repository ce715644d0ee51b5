/**
 * A park map's picture at the width it is given (its own aspect ratio), with numbered markers over it:
 * the control points, and the items where the fit puts them. Markers sit in percent of the picture, so
 * they keep their spot at any shown size. When asked, a click on the picture reports the spot, and an
 * item's marker can be dragged, both in the stored picture's pixels. The markers are hidden from
 * screen readers: every spot they show is also a field to type in.
 */
import { useRef, type PointerEvent, type RefObject } from "react";
import type { ParkMapPicture } from "#shared/schemas/park-map";
import { picturePixel, type PicturePixel } from "./picture-pixel";
import "./park-map.css";

export interface MapMarker {
  id: string;
  kind: "point" | "item";
  /** The number written on it. */
  label: string;
  /** What a mouse hover names it ("Point 2", "Old Faithful"). */
  title: string;
  x: number;
  y: number;
  /** Makes it draggable: called with each spot it is dragged to. */
  onMove?: (at: PicturePixel) => void;
}

interface Props {
  picture: ParkMapPicture;
  alt: string;
  markers: readonly MapMarker[];
  /** Makes the picture clickable: called with the spot clicked. */
  onPick?: (at: PicturePixel) => void;
}

const isOn = ({ x, y }: MapMarker, { width, height }: ParkMapPicture) => x >= 0 && y >= 0 && x <= width && y <= height;

function Marker({ marker, picture, image }: { marker: MapMarker; picture: ParkMapPicture; image: RefObject<HTMLImageElement | null> }) {
  const dragging = useRef<number | null>(null);
  const { onMove } = marker;
  const drag = onMove && {
    onPointerDown: (event: PointerEvent<HTMLSpanElement>) => {
      event.preventDefault();
      // Captured, the drag keeps its marker however fast the pointer leaves it.
      event.currentTarget.setPointerCapture?.(event.pointerId);
      dragging.current = event.pointerId;
    },
    onPointerMove: (event: PointerEvent<HTMLSpanElement>) => {
      if (dragging.current !== event.pointerId || !image.current) return;
      const at = picturePixel(image.current, picture, event.clientX, event.clientY);
      if (at) onMove(at);
    },
    onPointerUp: (event: PointerEvent<HTMLSpanElement>) => {
      dragging.current = null;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
    },
    onPointerCancel: () => {
      dragging.current = null;
    },
  };
  return (
    <span
      className={`park-map-marker park-map-marker-${marker.kind}${onMove ? " is-movable" : ""}`}
      style={{ left: `${(marker.x / picture.width) * 100}%`, top: `${(marker.y / picture.height) * 100}%` }}
      title={marker.title}
      {...drag}
    >
      {marker.label}
    </span>
  );
}

export function MapPicture({ picture, alt, markers, onPick }: Props) {
  const image = useRef<HTMLImageElement>(null);
  const pick = onPick && ((event: { clientX: number; clientY: number; currentTarget: HTMLImageElement }) => {
    const at = picturePixel(event.currentTarget, picture, event.clientX, event.clientY);
    if (at) onPick(at);
  });
  return (
    <div className={`park-map-picture${onPick ? " is-picking" : ""}`}>
      <img ref={image} className="park-map-image" src={picture.image_url} alt={alt} width={picture.width} height={picture.height} onClick={pick} />
      <div className="park-map-markers" aria-hidden="true">
        {markers
          .filter((marker) => isOn(marker, picture))
          .map((marker) => (
            <Marker key={marker.id} marker={marker} picture={picture} image={image} />
          ))}
      </div>
    </div>
  );
}
