import { describe, expect, it } from "vitest";
import { AFTER_PAINT_ID, withScriptsAfterPaint } from "./scripts-after-paint";

const SHELL =
  '<head>\n  <script type="module" crossorigin src="/assets/index.js"></script>\n' +
  '  <link rel="modulepreload" crossorigin href="/assets/start.js">\n  <link rel="modulepreload" crossorigin href="/assets/boot.js">\n</head>';

describe("a pre-rendered page's scripts", () => {
  it("keep the entry's imports preloaded and list the rest, the shell's first, for after the first paint, each once", () => {
    const html = withScriptsAfterPaint(SHELL, new Set(["assets/index.js", "assets/boot.js"]), ["assets/shop.js", "assets/start.js", "assets/boot.js"]);
    expect(html).toBe(
      '<head>\n  <script type="module" crossorigin src="/assets/index.js"></script>\n  <link rel="modulepreload" crossorigin href="/assets/boot.js">\n' +
        `<script type="application/json" id="${AFTER_PAINT_ID}">["/assets/start.js","/assets/shop.js"]</script></head>`,
    );
  });
});
