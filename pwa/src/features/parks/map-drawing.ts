/**
 * What the parks map draws: the outlines and each park's point, worked out from the bundled census
 * outlines and the parks' coordinates when the app is built (map-geometry.ts, through
 * scripts/vite/park-map-drawing.ts) and shipped as plain numbers and SVG paths. Projecting the
 * outlines on a phone cost a slow CPU a long pause each time the map opened.
 */
export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

export interface InsetDrawing {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  outline: string;
}

export interface MapDrawing {
  land: string;
  borders: string;
  insets: InsetDrawing[];
  /** Each park's point on the map by park id; a park with none is not on the map. */
  points: Record<string, [x: number, y: number]>;
}
