/**
 * What tests share lives in api/src/testing/, and only tests import it: the app never carries a test
 * database, a fake provider or a fixture, and a helper a test needs has one place to be found.
 */
import { describe, expect, it } from "vitest";
import { readModules } from "./module-graph";

const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const inTesting = (path: string) => path.startsWith("testing/");

describe("api/src/testing", () => {
  const modules = readModules();

  it("is imported only by tests and by itself", () => {
    const found = modules.flatMap(({ path, imports }) =>
      isTest(path) || inTesting(path) ? [] : imports.filter(({ target }) => target !== null && inTesting(target)).map(({ specifier }) => `${path} imports ${specifier}`),
    );
    expect(found).toEqual([]);
  });

  it("reads the whole graph", () => {
    expect(modules.filter(({ path }) => inTesting(path)).length).toBeGreaterThan(15);
    expect(modules.find(({ path }) => path === "cross-process.test.ts")?.imports.some(({ target }) => target === "testing/test-db.ts")).toBe(true);
  });
});
