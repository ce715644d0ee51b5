/**
 * The walls of the whole repository, written down once and held by `npm test` (docs/architecture.md
 * draws them):
 *
 * - `shared/` is imported by both sides and imports neither; `content/` is data and holds no code.
 * - `api/` and `pwa/src/` never import each other, tests included: what both need lives in `shared/`.
 * - Production code never imports test support (`api/src/testing/`, `pwa/src/testing/`) nor `scripts/`.
 * - In `api/src`, each module has a layer, and a module imports only its own layer or those below:
 *   base (the database seam and its migrations, errors, the environment) < services (the domain, which
 *   never sees a request) < http (routes, middleware, pages and static files) < app < server.
 * - In `pwa/src`, a feature never imports another (but for the shared ones), nor the app; the layers
 *   below the features import neither.
 * - No module reaches itself again through others, type-only and lazy imports included: in a circle no
 *   module can be read, tested or moved without the rest, and bundlers order a circle's code by accident.
 */
import { describe, expect, it } from "vitest";
import { circles, readModules, specifiersOf, type Module } from "../lib/module-graph";

/** The API's layers, lowest first, each the modules it holds (a folder ends with "/"). */
const API_LAYERS: Record<string, string[]> = {
  // The database seam and its frozen migrations, and the small modules every layer reads.
  base: ["db/", "migrations/", "ops/", "errors.ts", "env.ts", "compression.ts", "texts.ts"],
  // The domain: it takes what a request carries as plain values and never sees a request, so the same
  // code runs from a route, the outbox, the seed or a test.
  services: ["services/", "deps.ts"],
  http: ["middleware/", "routes/", "static.ts", "prerender.ts", "inline-styles.ts", "scripts-after-paint.ts"],
  app: ["app.ts", "graceful-shutdown.ts"],
  server: ["server.ts", "server-processes.ts", "waiting-for-database.ts"],
};

/**
 * Of Hono, what a service may import: its JWT signing and the status numbers a refusal or a stored
 * outcome carries (as errors.ts does), neither of them a request.
 */
const HONO_FOR_SERVICES = new Set(["hono/jwt", "hono/utils/http-status"]);

/** Features other features may import, and why. */
const SHARED_FEATURES: Record<string, string> = {
  // The site's name, description, newsletter switch and maintenance mode: the header, the home page and
  // the admin's settings form (which updates the copy every page reads) all read the one copy.
  "site-settings": "every screen's header and the home page read the site's settings",
};

/** The app's layers below the features: they serve every feature, so they import none (nor the app). */
const BELOW_FEATURES = ["lib", "components", "stores", "sync", "photos", "sw"];

const API = "api/src/";
const PWA = "pwa/src/";
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith("pwa/e2e/");
const isTestSupport = (path: string) => path.startsWith(`${API}testing/`) || path.startsWith(`${PWA}testing/`);
const isProduction = (path: string) => (path.startsWith(API) || path.startsWith(PWA) || path.startsWith("shared/")) && !isTest(path) && !isTestSupport(path);
/** The part a module belongs to; the browser tests (pwa/e2e) drive the server and the app, so they are a part of their own. */
const partOf = (path: string) => (path.startsWith(API) ? "api" : path.startsWith(PWA) ? "pwa" : path.startsWith("pwa/e2e/") ? "e2e" : path.split("/")[0]!);

function apiLayerOf(path: string): number {
  const below = path.slice(API.length);
  const layers = Object.values(API_LAYERS);
  return layers.findIndex((members) => members.some((member) => (member.endsWith("/") ? below.startsWith(member) : below === member)));
}
const pwaLayerOf = (path: string) => path.slice(PWA.length).split("/")[0]!;
const featureOf = (path: string) => /^pwa\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Each import that breaks a wall, as "<module> imports <specifier>". */
function crossings(modules: Module[], breaks: (from: string, to: string) => boolean): string[] {
  return modules.flatMap(({ path, imports }) =>
    imports.filter(({ target }) => target !== null && breaks(path, target)).map(({ specifier }) => `${path} imports ${specifier}`),
  );
}

const modules = readModules();
const known = new Set(modules.map((m) => m.path));

describe("the repository's imports", () => {
  it("finds every kind of import, in every part of the repository", () => {
    const source = [
      'import { a } from "../app/a";',
      'import type { B } from "#pwa/app/b";',
      'export { c } from "./c";',
      'import "./d.css";',
      'const e = await import("../app/e");',
    ].join("\n");
    expect(specifiersOf(source)).toEqual(["../app/a", "#pwa/app/b", "./c", "./d.css", "../app/e"]);
    for (const part of ["api", "pwa", "shared", "scripts"]) expect(modules.filter((m) => partOf(m.path) === part).length, part).toBeGreaterThan(20);
    const aliased = modules.find((m) => m.imports.some((i) => i.specifier.startsWith("#shared/")))!;
    expect(aliased.imports.find((i) => i.specifier.startsWith("#shared/"))!.target).toMatch(/^shared\/.+\.ts$/);
  });

  it("finds a circle of type-only and lazy imports", () => {
    const edges = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(circles(edges)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("go one way: no module reaches itself again", () => {
    const edges = new Map(modules.map((m) => [m.path, m.imports.map((i) => i.target).filter((t): t is string => t !== null && known.has(t))]));
    expect(circles(edges)).toEqual([]);
  });

  it("keeps shared/ to itself and content/ free of code", () => {
    expect(crossings(modules, (from, to) => partOf(from) === "shared" && !["shared", "content"].includes(partOf(to)))).toEqual([]);
    expect(modules.filter((m) => partOf(m.path) === "content").map((m) => m.path)).toEqual([]);
  });

  it("keeps the server and the app apart, tests included", () => {
    const across = (from: string, to: string) =>
      (partOf(from) === "api" && partOf(to) === "pwa") || (partOf(from) === "pwa" && partOf(to) === "api");
    expect(crossings(modules, across)).toEqual([]);
  });

  it("keeps test support and scripts out of production code", () => {
    const intoTests = (from: string, to: string) => isProduction(from) && (isTestSupport(to) || isTest(to) || partOf(to) === "scripts");
    expect(crossings(modules, intoTests)).toEqual([]);
  });

  it("gives every module of the API a layer", () => {
    const unplaced = modules.filter((m) => m.path.startsWith(API) && !isTest(m.path) && !isTestSupport(m.path) && apiLayerOf(m.path) < 0);
    expect(unplaced.map((m) => m.path)).toEqual([]);
  });

  it("keeps each layer of the API to itself and those below: db < services < http < app < server", () => {
    const upward = (from: string, to: string) =>
      from.startsWith(API) && to.startsWith(API) && isProduction(from) && apiLayerOf(to) > apiLayerOf(from);
    expect(crossings(modules, upward)).toEqual([]);
  });

  it("keeps the services away from requests: of Hono only its signing and status numbers", () => {
    const hono = (specifier: string) => specifier === "hono" || specifier.startsWith("hono/") || specifier.startsWith("@hono/");
    const services = modules.filter((m) => m.path.startsWith(`${API}services/`) && isProduction(m.path));
    const found = services.flatMap(({ path, imports }) =>
      imports.filter(({ specifier }) => hono(specifier) && !HONO_FOR_SERVICES.has(specifier)).map(({ specifier }) => `${path} imports ${specifier}`),
    );
    expect(found).toEqual([]);
    expect(services.length).toBeGreaterThan(50);
  });

  it("keeps each feature of the app out of the others, but for the shared ones", () => {
    const found = crossings(modules, (from, to) => {
      const [own, other] = [featureOf(from), featureOf(to)];
      return own !== null && other !== null && own !== other && !(other in SHARED_FEATURES);
    });
    expect(found).toEqual([]);
  });

  it("keeps the features and the layers below them out of the app, and those layers out of the features", () => {
    const intoApp = (from: string, to: string) => featureOf(from) !== null && to.startsWith(`${PWA}app/`);
    const upward = (from: string, to: string) =>
      from.startsWith(PWA) && BELOW_FEATURES.includes(pwaLayerOf(from)) && to.startsWith(PWA) && ["features", "app"].includes(pwaLayerOf(to));
    expect(crossings(modules, intoApp)).toEqual([]);
    expect(crossings(modules, upward)).toEqual([]);
  });
});
