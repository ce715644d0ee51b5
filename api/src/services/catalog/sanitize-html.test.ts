/** The server's sanitizer on its own: classic vectors come out inert, formatting and text come out as written. */
import { describe, expect, it, vi } from "vitest";
import { HTML_ALLOW_LIST } from "#shared/rules/html-allow-list";
import { SEED_POSTS } from "../seed/sample-content";
import { expectInert, ORDINARY_HTML, XSS_VECTORS } from "../../testing/xss-vectors";
import { sanitizeHtml } from "./sanitize-html";

// Counts the DOMPurify instances made and records the config each sanitize call gets.
const seen = vi.hoisted(() => ({ instances: 0, configs: [] as unknown[] }));
vi.mock("dompurify", async (importOriginal) => {
  const real = (await importOriginal<typeof import("dompurify")>()).default;
  const make = (root: Parameters<typeof real>[0]) => {
    seen.instances++;
    const purify = real(root);
    const sanitize = purify.sanitize;
    purify.sanitize = ((dirty: string, config: unknown) => {
      seen.configs.push(config);
      return sanitize(dirty, config as never);
    }) as typeof sanitize;
    return purify;
  };
  return { default: make };
});

describe("sanitizeHtml", () => {
  it("makes no window for plain text, then one for the whole process, used with the shared allow-list", () => {
    expect(sanitizeHtml("Just words, 5 miles <long.")).toBe("Just words, 5 miles <long.");
    expect(seen.instances).toBe(0);
    for (let i = 0; i < 3; i++) sanitizeHtml(`<p>post ${i}</p>`);
    expect(seen.instances).toBe(1);
    expect(seen.configs).toHaveLength(3);
    for (const config of seen.configs) expect(config).toBe(HTML_ALLOW_LIST);
  });

  it.each(XSS_VECTORS)("leaves %s inert, and a second pass changes nothing", (name, html) => {
    const clean = sanitizeHtml(html);
    expectInert(clean, name);
    expect(sanitizeHtml(clean), name).toBe(clean);
  });

  it("keeps what each vector wraps that is ordinary content", () => {
    expect(sanitizeHtml(XSS_VECTORS[0]![1])).toBe('<p>Hi</p><img src="x"><a>x</a>');
    // A NUL becomes U+FFFD when parsed, and the scheme a relative path: inert, and kept as the parser read it.
    expect(sanitizeHtml('<a href="&#0;javascript:alert(1)">x</a>')).toBe('<a href="\ufffdjavascript:alert(1)">x</a>');
    expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('<img alt="x">');
    expect(sanitizeHtml("<p>unclosed <b>bold <i>italic")).toBe("<p>unclosed <b>bold <i>italic</i></b></p>");
    expect(sanitizeHtml('<p id="cookie" data-x="1" class="admin" style="color:red">x</p>')).toBe("<p>x</p>");
    expect(sanitizeHtml("<script>alert(1)</script>")).toBe("");
  });

  it("stores ordinary formatting byte for byte, and every sample post unchanged", () => {
    expect(sanitizeHtml(ORDINARY_HTML)).toBe(ORDINARY_HTML);
    for (const post of SEED_POSTS) expect(sanitizeHtml(post.content), post.title).toBe(post.content);
  });

  it("makes a link that opens another window unable to reach back, and keeps target only on links", () => {
    expect(sanitizeHtml('<a href="https://a.example/" target="_blank">a</a>')).toBe(
      '<a href="https://a.example/" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="tab" rel="nofollow">a</a>')).toBe('<a href="/x" target="tab" rel="nofollow noopener noreferrer">a</a>');
    expect(sanitizeHtml('<p target="_blank">x</p>')).toBe("<p>x</p>");
  });

  it("allows http(s), mailto and relative links, and only http(s) or relative pictures", () => {
    const links = ["https://a.example/", "http://a.example/", "mailto:r@a.example", "/blog/2", "#top", "page.html", "//cdn.example/x"];
    for (const href of links) expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    for (const href of ["tel:123", "ftp://a.example/", "file:///etc/passwd", "blob:https://a.example/1"]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe("<a>x</a>");
    }
    for (const src of ["https://a.example/x.webp", "/uploads/x.webp", "x.webp"]) expect(sanitizeHtml(`<img src="${src}">`)).toBe(`<img src="${src}">`);
    for (const src of ["mailto:r@a.example", "data:image/png;base64,AAAA", "DATA:image/png;base64,AAAA"]) {
      expect(sanitizeHtml(`<img src="${src}">`), src).toBe("<img>");
    }
  });

  it("leaves text that is not markup as written", () => {
    // Plain text: no pair of angle brackets, so the app never parses it as HTML.
    for (const text of ["## Packing\n- Water\n**Go early**", "5 miles <long.", "a > b", "<img src=x onerror=alert(1)", "&lt;b&gt; stays"]) {
      expect(sanitizeHtml(text)).toBe(text);
    }
    // Both brackets but no tag: escaping would leave no brackets, and the app would show the entities.
    for (const text of ["3 < 4 and 5 > 2", "I <3 parks >_<", "x < y &amp; y > z"]) expect(sanitizeHtml(text)).toBe(text);
  });

  it("keeps the words, not their entities, when only text is left, unless the words spell markup", () => {
    expect(sanitizeHtml("<script>alert(1)</script>Trail < 5 miles & > 2 hours")).toBe("Trail < 5 miles & > 2 hours");
    expect(sanitizeHtml("<script></script>&lt;img src=x onerror=alert(1)&gt;")).toBe("&lt;img src=x onerror=alert(1)&gt;");
  });
});
