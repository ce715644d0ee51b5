/**
 * What the README and docs/*.md say about the code stays true: every path they name exists, a name they
 * place in a file is in that file, every browser test file is described in docs/testing.md, and the
 * counts they state (the parks directory, the sample content) are the code's. The decision records are
 * left out: they say what was true when each was written (decision-records.test.ts holds them to their
 * own rules).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SEED_BOOKS, SEED_COUPONS, SEED_EPISODES, SEED_HUNTS, SEED_POSTS } from "../../api/src/services/seed/sample-content";
import { PARKS } from "../../pwa/src/features/parks/park-directory";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const DOCS = ["README.md", "content/README.md", ...readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];
const text = (doc: string) => readFileSync(join(ROOT, doc), "utf8");
const exists = (path: string) => existsSync(join(ROOT, path));

/** The folders a path the docs name starts from; anything else in backticks is not a path of ours. */
const ROOTED = /^(?:api|pwa|shared|content|scripts|docs|\.ci)\//;
/**
 * Where a path the README gives without its folder may live (`services/points/ledger.ts`,
 * `sqlite-engine.ts`).
 */
const BASES = ["", "api/src/", "pwa/src/", "api/src/db/"];
/** What the build makes, named by the docs but absent from a fresh checkout. */
const BUILT = /^pwa\/dist(?:-ssr)?(?:\/|$)/;
/** A pattern, a placeholder or an ellipsis: only the folders before it can be checked. */
const NOT_LITERAL = /[*<{…]/;

/** The part of a path that names real files: up to the folder holding the first wildcard or placeholder. */
function literalPart(path: string): string {
  const wild = path.search(NOT_LITERAL);
  return wild === -1 ? path : path.slice(0, path.lastIndexOf("/", wild) + 1);
}

const resolvePath = (path: string) => BASES.map((base) => base + path).find(exists);

describe("the README and docs", () => {
  it("name only paths that exist", () => {
    const problems = DOCS.flatMap((doc) =>
      [...text(doc).matchAll(/`([^`\s]+)`/g)]
        .map(([, token]) => token!)
        .filter((token) => ROOTED.test(token) && !BUILT.test(token))
        .filter((token) => !exists(literalPart(token)))
        .map((token) => `${doc}: names ${token}, which does not exist`),
    );
    expect(problems).toEqual([]);
  });

  it("map in the README only folders and files that exist", () => {
    const map = /## Where things live\n+```\n([\s\S]*?)```/.exec(text("README.md"))?.[1];
    expect(map, "README.md: the map under 'Where things live' is missing").toBeDefined();
    let top = "";
    const problems: string[] = [];
    for (const line of map!.split("\n")) {
      const entry = /^(\S+)\s{2,}/.exec(line)?.[1] ?? /^ {2}(\S+(?:, \S+)*)\s{2,}/.exec(line)?.[1];
      if (!entry) continue;
      const atTop = !line.startsWith(" ");
      if (atTop) top = entry;
      for (const name of atTop ? [entry] : entry.split(", ").map((n) => top + n)) {
        if (!exists(literalPart(name))) problems.push(`README.md: the map names ${name}, which does not exist`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("place names in the files that hold them", () => {
    // "`file.ts`: `name` does …", "`name` in `file.ts`" and "`name` (`file.ts`…".
    const claims = [
      /`([\w./-]+\.(?:ts|tsx|mjs))`: `([A-Za-z_$][\w$]*)(?:\(\))?`/g,
      /`([A-Za-z_$][\w$]*)(?:\(\))?` in `([\w./-]+\.(?:ts|tsx|mjs))`/g,
      /`([A-Za-z_$][\w$]*)(?:\(\))?` \(`([\w./-]+\.(?:ts|tsx|mjs))`/g,
    ];
    const problems = DOCS.flatMap((doc) =>
      claims.flatMap((claim, i) =>
        [...text(doc).matchAll(claim)].flatMap((m) => {
          const [file, name] = i === 0 ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
          const found = resolvePath(file);
          if (!found) return [`${doc}: places ${name} in ${file}, which does not exist`];
          return new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`).test(readFileSync(join(ROOT, found), "utf8")) ? [] : [`${doc}: places ${name} in ${file}, which does not have it`];
        }),
      ),
    );
    expect(problems).toEqual([]);
  });

  it("describe every browser test file in docs/testing.md", () => {
    const testing = text("docs/testing.md");
    const missing = readdirSync(join(ROOT, "pwa/e2e"))
      .filter((file) => file.endsWith(".e2e.ts"))
      .filter((file) => !testing.includes(`\`${file}\``))
      .map((file) => `docs/testing.md: does not describe pwa/e2e/${file}`);
    expect(missing).toEqual([]);
  });

  it("state the counts the code has", () => {
    const parks = /the (\d+) parks directory/.exec(text("README.md"));
    expect(parks, "README.md no longer says 'the N parks directory': change this test with it").not.toBeNull();
    expect(Number(parks![1]), "README.md: the parks directory's count").toBe(PARKS.length);

    const sample = /adds (\d+) books, (\d+) blog posts, (\d+) podcast episodes,\s+(\d+) hunts and (\d+) coupons/.exec(text("docs/product.md"));
    expect(sample, "docs/product.md no longer says 'adds N books, N blog posts, N podcast episodes, N hunts and N coupons': change this test with it").not.toBeNull();
    expect(sample!.slice(1).map(Number), "docs/product.md: the sample content's counts").toEqual([SEED_BOOKS.length, SEED_POSTS.length, SEED_EPISODES.length, SEED_HUNTS.length, SEED_COUPONS.length]);
  });
});
