import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INLINE_STYLES_LIMIT, withStyles } from "./inline-styles";

let dir: string;
const SHELL = '<html><head><link rel="stylesheet" crossorigin href="/assets/index.css"><script type="module" src="/assets/index.js"></script></head><body></body></html>';
const css = (name: string, text: string) => writeFileSync(join(dir, "assets", name), text);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "inline-styles-"));
  mkdirSync(join(dir, "assets"));
  css("index.css", "body{margin:0}\n");
  css("shop.css", ".hero{background:url(data:image/webp;base64,AAAA) center,url(/images/a.webp),url('https://cdn.example/b.webp')}\n");
  css("relative.css", ".x{background:url(./x.webp)}");
  css("closing.css", '.x::after{content:"</style>"}');
  css("large.css", `.x{content:"${"a".repeat(INLINE_STYLES_LIMIT)}"}`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a pre-rendered page's styles", () => {
  it("are written into the head where the shell linked its own, shell first, each file named by a link browsers do not fetch", async () => {
    expect(await withStyles(SHELL, dir, ["assets/shop.css"])).toBe(
      "<html><head><style>body{margin:0}\n.hero{background:url(data:image/webp;base64,AAAA) center,url(/images/a.webp),url('https://cdn.example/b.webp')}</style>" +
        '<link rel="stylesheet" href="/assets/index.css" disabled><link rel="stylesheet" href="/assets/shop.css" disabled>' +
        '<script type="module" src="/assets/index.js"></script></head><body></body></html>',
    );
  });

  it("go at the end of the head in a shell that links none", async () => {
    expect(await withStyles("<html><head><title>t</title></head></html>", dir, ["assets/index.css"])).toBe(
      '<html><head><title>t</title><style>body{margin:0}</style><link rel="stylesheet" href="/assets/index.css" disabled></head></html>',
    );
  });

  it("stay linked when one cannot mean the same inside the page, is missing, or together they are too large", async () => {
    for (const file of ["assets/relative.css", "assets/closing.css", "assets/missing.css", "assets/large.css"]) {
      expect(await withStyles(SHELL, dir, ["assets/shop.css", file])).toBe(
        SHELL.replace("</head>", `<link rel="stylesheet" crossorigin href="/assets/shop.css"><link rel="stylesheet" crossorigin href="/${file}"></head>`),
      );
    }
  });
});
