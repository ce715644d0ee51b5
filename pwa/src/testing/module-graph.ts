/** The import graph of pwa/src (scripts/lib/module-graph.ts), imported only by tests. */
import { readModules as readModulesUnder, type Module } from "../../../scripts/lib/module-graph";

export { specifiersOf, type Module } from "../../../scripts/lib/module-graph";

/** Every module under pwa/src, with what it imports. */
export const readModules = (): Module[] => readModulesUnder(new URL("..", import.meta.url), "#pwa/");
