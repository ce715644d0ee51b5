/**
 * The walls between the app's parts. A feature (features/<name>/) never imports another: what two
 * features need lives below them, in lib/ (the database, the API client, data and hooks), components/
 * (UI and hooks several screens use), stores/ (session state) or shared/ (the rules the server uses
 * too), so a feature can be read, changed or removed on its own. The few features every screen reads
 * are declared below, each with its reason. Only the app (app/, which composes the features into
 * routes) and the test harness (testing/) reach into the app and the features; lib/, components/,
 * stores/, sync/, photos/ and sw/ import neither (the service worker bundles sync/ and the photo drain,
 * and must not pull in screens). What tests share lives in testing/, and only tests import it.
 */
import { describe, expect, it } from "vitest";
import { readModules, specifiersOf, type Module } from "./testing/module-graph";

/** Features other features may import, and why. */
const SHARED_FEATURES: Record<string, string> = {
  // The site's name, description, newsletter switch and maintenance mode: the header, the home page and
  // the admin's settings form (which updates the copy every page reads) all read the one copy.
  "site-settings": "every screen's header and the home page read the site's settings",
};

/** The layers below the features: they serve every feature, so they import none (nor the app). */
const BELOW_FEATURES = ["lib", "components", "stores", "sync", "photos", "sw"];

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1] ?? null;
const layerOf = (path: string) => path.split("/")[0]!;
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** Each import that breaks a wall, as "<module> imports <specifier>". */
function crossings(modules: Module[], breaks: (from: string, to: string) => boolean): string[] {
  return modules.flatMap(({ path, imports }) =>
    imports.filter(({ target }) => target !== null && breaks(path, target)).map(({ specifier }) => `${path} imports ${specifier}`),
  );
}

const modules = readModules();

describe("pwa/src boundaries", () => {
  it("finds every kind of import", () => {
    const source = [
      'import { a } from "../app/a";',
      'import type { B } from "#pwa/app/b";',
      'export { c } from "./c";',
      'import "./d.css";',
      'const e = await import("../app/e");',
    ].join("\n");
    expect(specifiersOf(source)).toEqual(["../app/a", "#pwa/app/b", "./c", "./d.css", "../app/e"]);
    expect(modules.filter((m) => featureOf(m.path)).length).toBeGreaterThan(100);
  });

  it("keeps each feature out of the others, but for the shared ones", () => {
    const found = crossings(modules, (from, to) => {
      const [own, other] = [featureOf(from), featureOf(to)];
      return own !== null && other !== null && own !== other && !(other in SHARED_FEATURES);
    });
    expect(found).toEqual([]);
  });

  it("keeps the features out of the app", () => {
    expect(crossings(modules, (from, to) => featureOf(from) !== null && layerOf(to) === "app")).toEqual([]);
  });

  it("keeps lib, components, stores, sync, photos and the service worker out of the features and the app", () => {
    const upward = (from: string, to: string) => BELOW_FEATURES.includes(layerOf(from)) && (layerOf(to) === "features" || layerOf(to) === "app");
    expect(crossings(modules, upward)).toEqual([]);
  });

  it("keeps the test harness out of the app: only tests and testing/ import testing/", () => {
    const intoHarness = (from: string, to: string) => layerOf(to) === "testing" && layerOf(from) !== "testing" && !isTest(from);
    expect(crossings(modules, intoHarness)).toEqual([]);
    expect(modules.filter((m) => layerOf(m.path) === "testing").length).toBeGreaterThan(20);
  });
});
