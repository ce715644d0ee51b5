/**
 * `virtual:park-map-drawing`: the parks map's outlines and park points (pwa/src/features/parks/
 * map-drawing.ts), worked out here, at build time, from the census outlines and the bundled parks.
 */
import type { Plugin } from "vite";
import { PARKS } from "../../shared/parks.ts";
import { mapDrawing } from "../../pwa/src/features/parks/map-geometry.ts";

const ID = "virtual:park-map-drawing";
const RESOLVED = `\0${ID}`;

export function parkMapDrawing(): Plugin {
  return {
    name: "park-map-drawing",
    resolveId: (source) => (source === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(mapDrawing(PARKS))};` : null),
  };
}
