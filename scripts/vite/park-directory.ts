/**
 * content/parks.json, the parks directory the app bundles (pwa/src/features/parks/park-directory.ts),
 * checked against shared/schemas/park.ts whenever a build or a test loads it: a bad edit fails the build
 * with the file's name and the problem. The map drawing (park-map-drawing.ts) reads it from here.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { parseContentFile, parseJsonText } from "../../shared/schemas/content-file.ts";
import { parkDirectorySchema, type ParkDirectory } from "../../shared/schemas/park.ts";

export const PARKS_FILE = fileURLToPath(new URL("../../content/parks.json", import.meta.url));

/** The directory in a file (content/parks.json unless told), checked; a `ContentFileError` when it does not pass. */
export function readParkDirectory(path = PARKS_FILE): ParkDirectory {
  const file = path === PARKS_FILE ? "content/parks.json" : path;
  return parseContentFile(file, parkDirectorySchema, parseJsonText(file, readFileSync(path, "utf8")));
}

/** Checks the directory file when the bundle loads it, before Vite turns it into a module. */
export function parkDirectoryCheck(path = PARKS_FILE): Plugin {
  return {
    name: "park-directory-check",
    enforce: "pre",
    load(id) {
      if (id.split("?")[0] === path) readParkDirectory(path);
      return null;
    },
  };
}
