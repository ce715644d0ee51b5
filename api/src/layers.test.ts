/**
 * The API's layers, each importing only its own or those below: db/ < services/ < the HTTP layer
 * (routes/ and middleware/, with static.ts and prerender.ts) < app.ts < server.ts. The services are the
 * domain: they take what a request carries as plain values and never see a request, so the same code
 * runs from a route, the outbox, the seed or a test. Beside them, the small modules every layer reads
 * (errors.ts, deps.ts, env.ts, compression.ts). The database layer is held in migrations/frozen.test.ts,
 * the test support in testing/only-tests-import.test.ts.
 */
import { describe, expect, it } from "vitest";
import { readModules, type Module } from "./testing/module-graph";

/** Outside services/ and db/, the modules a service may import. */
const BESIDE_SERVICES = new Set(["errors.ts", "deps.ts", "env.ts", "compression.ts"]);
/**
 * Of Hono, what a service may import: its JWT signing and the status numbers a refusal or a stored
 * outcome carries (as errors.ts does), neither of them a request.
 */
const HONO_FOR_SERVICES = new Set(["hono/jwt", "hono/utils/http-status"]);

const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const layerOf = (path: string) => (path.includes("/") ? path.split("/")[0]! : path);

/** Each import of a module (not a test) of `layers` that `allowed` refuses, as "<module> imports <specifier>". */
function refused(modules: Module[], layers: string[], allowed: (specifier: string, target: string | null) => boolean): string[] {
  return modules
    .filter(({ path }) => layers.includes(layerOf(path)) && !isTest(path))
    .flatMap(({ path, imports }) => imports.filter(({ specifier, target }) => !allowed(specifier, target)).map(({ specifier }) => `${path} imports ${specifier}`));
}

describe("the API's layers", () => {
  const modules = readModules();

  it("keep the services to the database, each other and the modules beside them", () => {
    const allowed = (_: string, target: string | null) => target === null || ["services", "db"].includes(layerOf(target)) || BESIDE_SERVICES.has(target);
    expect(refused(modules, ["services"], allowed)).toEqual([]);
    expect(modules.filter(({ path }) => layerOf(path) === "services").length).toBeGreaterThan(50);
  });

  it("keep the services away from requests: of Hono only its signing and status numbers", () => {
    const hono = (specifier: string) => specifier === "hono" || specifier.startsWith("hono/") || specifier.startsWith("@hono/");
    expect(refused(modules, ["services"], (specifier) => !hono(specifier) || HONO_FOR_SERVICES.has(specifier))).toEqual([]);
  });

  it("keep routes and middleware below the app and the server", () => {
    expect(refused(modules, ["routes", "middleware"], (_, target) => target !== "app.ts" && target !== "server.ts")).toEqual([]);
  });
});
