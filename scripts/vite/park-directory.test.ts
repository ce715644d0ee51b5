/**
 * The parks directory's check: content/parks.json passes its schema, and a bad copy of it fails a build
 * that bundles it, named by file and field.
 */
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { PARKS_FILE, parkDirectoryCheck, readParkDirectory } from "./park-directory.ts";

const folder = mkdtempSync(join(tmpdir(), "parks-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** content/parks.json with one change, in a folder of its own beside an entry that bundles it. */
function directoryWith(edit: (directory: any) => void): string {
  const directory = JSON.parse(readFileSync(PARKS_FILE, "utf8"));
  edit(directory);
  const dir = mkdtempSync(join(folder, "case-"));
  writeFileSync(join(dir, "parks.json"), JSON.stringify(directory));
  writeFileSync(join(dir, "entry.js"), 'import { parks } from "./parks.json";\nexport const count = parks.length;\n');
  return join(dir, "parks.json");
}

/** A build of the entry beside the file, with the check on it. */
const bundle = (file: string) =>
  build({
    configFile: false,
    logLevel: "silent",
    root: join(file, ".."),
    plugins: [parkDirectoryCheck(file)],
    build: { write: false, lib: { entry: join(file, "../entry.js"), formats: ["es"], fileName: "entry" } },
  });

describe("content/parks.json", () => {
  it("passes its schema", () => {
    expect(readParkDirectory().parks).toHaveLength(64);
  });

  it.each([
    ["a region no chip shows", (d: any) => (d.parks[3].region = "Moon"), "parks[3].region: "],
    ["a park listed twice", (d: any) => d.parks.push(d.parks[0]), "parks[64].id: acadia is listed twice"],
    ["extras for no park", (d: any) => (d.extras.narnia = d.extras.zion), "extras.narnia: no park has this id"],
    ["a latitude past the pole", (d: any) => (d.parks[0].lat = 95), "parks[0].lat: "],
    ["a misspelt field", (d: any) => (d.parks[0].nmae = "Acadia"), "parks[0].nmae: not a known field"],
    ["a placeholder the description cannot fill", (d: any) => (d.generic.description += " {county}"), "generic.description: only {name} and {state} are filled in"],
  ])("refuses %s, and a build that bundles it fails", async (_, edit, problem) => {
    const file = directoryWith(edit);
    expect(() => readParkDirectory(file)).toThrow(`${file}: ${problem}`);
    await expect(bundle(file)).rejects.toThrow(`${file}: ${problem}`);
  });

  it("lets a good copy through the build", async () => {
    await expect(bundle(directoryWith(() => {}))).resolves.toBeTruthy();
  });
});
