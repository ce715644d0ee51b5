/**
 * The built-in Roper hunt's files (content/roper-hunt.json and content/i18n/<lang>/roper-hunt.json),
 * checked against shared/schemas/roper-hunt.ts whenever a build or a test loads the hunt: a bad edit
 * fails the build with the file's name and the problem, as the server's start would.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { readRoperHuntFiles } from "../../api/src/services/catalog/roper-hunt.ts";

export const ROPER_HUNT_FILE = fileURLToPath(new URL("../../content/roper-hunt.json", import.meta.url));

/** Checks the hunt's files when the bundle loads its content file, before Vite turns it into a module. */
export function roperHuntCheck(): Plugin {
  return {
    name: "roper-hunt-check",
    enforce: "pre",
    load(id) {
      if (id.split("?")[0] === ROPER_HUNT_FILE) readRoperHuntFiles();
      return null;
    },
  };
}
