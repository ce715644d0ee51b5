// @vitest-environment jsdom
/**
 * The browser's layer of blog HTML safety: whatever body reaches the page (a copy stored on the device
 * before the server sanitized, say), the allow-list shared with the server decides what is drawn.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PostBody } from "./post-body";

afterEach(cleanup);

const draw = (content: string) => render(<PostBody content={content} />).container.querySelector(".post-body")!;

describe("PostBody", () => {
  it("draws no script, handler, script or data URL, SVG, MathML, iframe or style from an unsanitized body", () => {
    const body = draw(
      '<p>Hi</p><script>window.hacked=1</script><img src=x onerror="window.hacked=1"><a href="jav&#x09;ascript:alert(3)">x</a>' +
        '<img src="data:image/png;base64,AAAA" alt="d"><svg onload=alert(1)></svg><iframe src="https://evil.example/"></iframe>' +
        // An unclosed <math> takes the rest of the body with it, so it comes last.
        '<style>p{color:red}</style><div style="color:red" onmouseover="alert(1)">hover</div><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    );
    expect(body.querySelectorAll("script, svg, math, iframe, style, [style]")).toHaveLength(0);
    for (const element of body.querySelectorAll("*")) {
      expect([...element.attributes].map((a) => a.name).filter((name) => name.startsWith("on"))).toEqual([]);
    }
    expect(body.querySelector("a")?.hasAttribute("href")).toBe(false);
    expect(body.querySelector('img[alt="d"]')?.hasAttribute("src")).toBe(false);
    expect(body.querySelector("p")?.textContent).toBe("Hi");
    expect(body.textContent).toContain("hover");
  });

  it("draws ordinary formatting, and a new-window link that cannot reach back", () => {
    const body = draw('<h2>Notes</h2><p><strong>Go</strong> <a href="https://www.nps.gov/" target="_blank">early</a></p><ul><li>Water</li></ul>');
    expect(body.innerHTML).toBe(
      '<h2>Notes</h2><p><strong>Go</strong> <a href="https://www.nps.gov/" target="_blank" rel="noopener noreferrer">early</a></p><ul><li>Water</li></ul>',
    );
  });

  it("keeps the plain-text rules for text without both angle brackets, and shows bracketed text as written", () => {
    expect(draw("## Packing\n- Water <cold").innerHTML).toBe("<h2>Packing</h2><ul><li>Water &lt;cold</li></ul>");
    expect(draw("3 < 4 and 5 > 2").textContent).toBe("3 < 4 and 5 > 2");
  });
});
