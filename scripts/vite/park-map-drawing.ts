/**
 * `virtual:park-map-drawing`: the parks map's outlines and park points (pwa/src/features/parks/
 * map-drawing.ts), worked out here, at build time, from the census outlines and the parks directory
 * (content/parks.json).
 */
import type { Plugin } from "vite";
import { mapDrawing } from "../../pwa/src/features/parks/map-geometry.ts";
import { PARKS_FILE, readParkDirectory } from "./park-directory.ts";

const ID = "virtual:park-map-drawing";
const RESOLVED = `\0${ID}`;

export function parkMapDrawing(): Plugin {
  return {
    name: "park-map-drawing",
    resolveId: (source) => (source === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(PARKS_FILE);
      return `export default ${JSON.stringify(mapDrawing(readParkDirectory().parks))};`;
    },
  };
}
