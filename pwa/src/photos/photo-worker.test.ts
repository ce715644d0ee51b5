/**
 * The photo worker is a file of its own that the phone starts with the first photo: it carries the codec
 * and nothing of the app around it. Were it to reach the device database, a store or React, it would
 * bundle them again (tens of kilobytes to load and compile at the moment a photo is taken) and open a
 * second copy of state that lives on the page.
 */
import { describe, expect, it } from "vitest";
import { readModules } from "../../../scripts/lib/module-graph";

const WORKER = "pwa/src/photos/photo-worker.ts";

function reachable(from: string): { modules: string[]; packages: string[] } {
  const graph = new Map(readModules().map((module) => [module.path, module.imports]));
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (path: string) => {
    if (modules.has(path)) return;
    modules.add(path);
    for (const { specifier, target } of graph.get(path) ?? []) {
      if (target) visit(target);
      else packages.add(specifier);
    }
  };
  visit(from);
  return { modules: [...modules].sort(), packages: [...packages] };
}

describe("the photo worker's code", () => {
  it("is the codec, the job's answer and the choice of path, with no package and nothing of the app", () => {
    expect(reachable(WORKER)).toEqual({
      modules: [
        "pwa/src/photos/not-a-photo-error.ts",
        "pwa/src/photos/photo-encode-path.ts",
        "pwa/src/photos/photo-encode.ts",
        "pwa/src/photos/photo-job.ts",
        "pwa/src/photos/photo-resize.ts",
        "pwa/src/photos/photo-worker.ts",
      ],
      packages: [],
    });
  });
});
