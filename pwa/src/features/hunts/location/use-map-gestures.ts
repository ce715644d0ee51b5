/**
 * Moving a park map by hand: one finger or the mouse drags it, two fingers pinch it, the wheel zooms
 * about the pointer, and with the map focused the arrow keys pan it and + and - zoom. Each gesture comes
 * out as a pan or a zoom in the frame's units (the SVG's viewBox), whatever size the page draws it.
 */
import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import type { MapPoint } from "./map-marks";

export interface MapMoves {
  pan: (dx: number, dy: number) => void;
  /** About `at`, or the frame's middle. */
  zoom: (factor: number, at?: MapPoint) => void;
}

/** What a button or a key press zooms by. */
export const ZOOM_STEP = 2;
const PAN_STEP_UNITS = 40;
/** A wheel's notch (about 100 px of delta) zooms by about a fifth. */
const WHEEL_ZOOM_PER_PX = 0.002;
const WHEEL_PX_PER_LINE = 16;

const KEY_PANS: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP_UNITS, 0],
  ArrowRight: [-PAN_STEP_UNITS, 0],
  ArrowUp: [0, PAN_STEP_UNITS],
  ArrowDown: [0, -PAN_STEP_UNITS],
};
const KEY_ZOOMS: Record<string, number> = { "+": ZOOM_STEP, "=": ZOOM_STEP, "-": 1 / ZOOM_STEP, _: 1 / ZOOM_STEP };

const middle = (p: MapPoint, q: MapPoint) => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });
const apart = (p: MapPoint, q: MapPoint) => Math.hypot(p.x - q.x, p.y - q.y);

export function useMapGestures(svg: RefObject<SVGSVGElement | null>, frameWidth: number, moves: MapMoves) {
  const pointers = useRef(new Map<number, MapPoint>());
  const toFrame = (clientX: number, clientY: number): MapPoint => {
    const box = svg.current?.getBoundingClientRect();
    const k = box && box.width > 0 ? frameWidth / box.width : 1;
    return { x: (clientX - (box?.left ?? 0)) * k, y: (clientY - (box?.top ?? 0)) * k };
  };
  // The wheel's listener is added once; it reads the latest moves, which close over the latest view.
  const latest = useRef({ moves, toFrame });
  useEffect(() => void (latest.current = { moves, toFrame }));

  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    // Added by hand: React's wheel listener is passive, and the page must not scroll while the map zooms.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const px = event.deltaY * (event.deltaMode === WheelEvent.DOM_DELTA_LINE ? WHEEL_PX_PER_LINE : 1);
      latest.current.moves.zoom(Math.exp(-px * WHEEL_ZOOM_PER_PX), latest.current.toFrame(event.clientX, event.clientY));
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [svg]);

  const end = (event: PointerEvent<SVGSVGElement>) => void pointers.current.delete(event.pointerId);

  return {
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.current.set(event.pointerId, toFrame(event.clientX, event.clientY));
    },
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
      const before = pointers.current.get(event.pointerId);
      if (!before) return;
      const now = toFrame(event.clientX, event.clientY);
      const other = [...pointers.current].find(([id]) => id !== event.pointerId)?.[1];
      if (!other) {
        moves.pan(now.x - before.x, now.y - before.y);
      } else {
        // A pinch: the spot between the fingers follows them, and the picture grows as they part.
        const [was, is] = [middle(before, other), middle(now, other)];
        moves.pan(is.x - was.x, is.y - was.y);
        if (apart(before, other) > 0) moves.zoom(apart(now, other) / apart(before, other), is);
      }
      pointers.current.set(event.pointerId, now);
    },
    onPointerUp: end,
    onPointerCancel: end,
    onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => {
      const pan = KEY_PANS[event.key];
      const zoom = KEY_ZOOMS[event.key];
      if (pan) moves.pan(...pan);
      else if (zoom) moves.zoom(zoom);
      else return;
      event.preventDefault();
    },
  };
}
