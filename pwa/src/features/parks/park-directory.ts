/**
 * The Parks Directory: 64 entries (63 national parks; Great Smoky Mountains is listed for both of its
 * states), five with hand-written description and highlights. The data is content/parks.json, bundled
 * so the directory works offline; the build checks it against shared/schemas/park.ts
 * (scripts/vite/park-directory.ts), so it is typed here as what that schema accepts.
 */
import { extras as extrasJson, generic, parks as parksJson } from "#content/parks.json";
import type { ParkRegion } from "#shared/rules/park-regions";
import type { Park, ParkDirectory } from "#shared/schemas/park";

const parks = parksJson as ParkDirectory["parks"];
const extras: ParkDirectory["extras"] = extrasJson;

export { parks as PARKS, extras as PARK_EXTRAS };

export function parkDescription(park: Park): string {
  return extras[park.id]?.description ?? generic.description.replace(/\{(name|state)\}/g, (_, field: "name" | "state") => park[field]);
}

export function parkHighlights(park: Park): readonly string[] {
  return extras[park.id]?.highlights ?? generic.highlights;
}

export function parksInRegion(region: ParkRegion | "All"): readonly Park[] {
  return region === "All" ? parks : parks.filter((park) => park.region === region);
}
