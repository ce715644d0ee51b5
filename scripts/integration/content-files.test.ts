/**
 * content/ is data that code reads: every file in it is read and passes its schema, the sample content by
 * the server's reader (api/src/services/seed/sample-content.ts), the parks directory by the build's
 * (scripts/vite/park-directory.ts), the Roper hunt's files by both (api/src/services/catalog/roper-hunt.ts)
 * and the texts by the catalogs' (scripts/vite/message-catalogs.ts, whose test holds every language to
 * English's), so a bad edit of any file fails here with the file's name. The directory's links to sample
 * posts and guidebooks, by id, point at rows about the park. The Roper hunt's texts say the same in every
 * language, and read in the app, compiled as a message catalog, exactly as the server reads them.
 */
import { parse } from "@messageformat/parser";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readRoperHuntFiles } from "../../api/src/services/catalog/roper-hunt";
import { readSampleContent } from "../../api/src/services/seed/sample-content";
import { LANGS } from "../../shared/rules/languages";
import { roperTextKeys } from "../../shared/rules/roper-hunt";
import { readCatalogFiles } from "../vite/message-catalogs";
import { PARKS_FILE, readParkDirectory } from "../vite/park-directory";

const CONTENT = fileURLToPath(new URL("../../content", import.meta.url));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

describe("content/", () => {
  it("holds only files that are read and checked, and its README", () => {
    readParkDirectory();
    const checked = new Set([...readSampleContent().files, PARKS_FILE, ...readRoperHuntFiles().files, ...readCatalogFiles()]);
    expect(filesUnder(CONTENT).sort()).toEqual([...checked, join(CONTENT, "README.md")].sort());
  });

  it("links each park to sample posts and guidebooks about it", () => {
    const { posts, books } = readSampleContent();
    const { parks, extras } = readParkDirectory();
    for (const [id, links] of Object.entries(extras)) {
      const park = parks.find((p) => p.id === id)!;
      for (const postId of links.blogPostIds) expect(posts[postId - 1]?.title, `${id}: post ${postId}`).toContain(park.name);
      for (const bookId of links.bookIds) expect(books[bookId - 1]?.title, `${id}: book ${bookId}`).toContain(park.name);
    }
  });
});

describe("the Roper hunt's texts", () => {
  const { content, texts } = readRoperHuntFiles();

  it.each(LANGS)("are all there in %s", (lang) => {
    expect(Object.keys(texts[lang] ?? {}).sort()).toEqual(roperTextKeys(content).sort());
  });

  it.each(LANGS)("read in %s as ICU messages exactly as they are written", (lang) => {
    for (const [key, text] of Object.entries(texts[lang] ?? {})) {
      const tokens = parse(text!);
      expect([key, tokens.every((token) => token.type === "content") && tokens.map((token) => token.value).join("")]).toEqual([key, text]);
    }
  });
});
