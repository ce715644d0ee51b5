/**
 * Classic XSS vectors for blog bodies, and the check that stored HTML is inert. The check parses with jsdom
 * (a real HTML parser, as the brief of these tests asks; never happy-dom), both as a whole document (where
 * <meta>, <base> and <body onload> take effect) and as a fragment (where table parts and the like do).
 */
import { createRequire } from "node:module";
import { expect } from "vitest";

// jsdom ships no types; this is the part these checks use.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };

export const XSS_VECTORS: [name: string, html: string][] = [
  ["the brief's example", `<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>`],
  ["script", "<script>alert(1)</script><p>after</p>"],
  ["script with src", '<script src="https://evil.example/x.js"></script><p>after</p>'],
  ["img onerror", "<img src=x onerror=alert(1)>"],
  ["body onload", "<body onload=alert(1)><p>hi</p>"],
  ["div onmouseover", '<div onmouseover="alert(1)">hover me</div>'],
  ["details ontoggle", "<details open ontoggle=alert(1)><summary>x</summary></details>"],
  ["input autofocus onfocus", "<input autofocus onfocus=alert(1)><p>x</p>"],
  ["video source onerror", "<video><source onerror=alert(1)></video><p>x</p>"],
  ["td handler outside a table", "<p>x</p><td onmouseover=alert(1)>cell"],
  ["javascript: link", '<a href="javascript:alert(1)">x</a>'],
  ["mixed-case scheme", '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ["leading spaces", '<a href="   javascript:alert(1)">x</a>'],
  ["tab entity inside the scheme", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ["newline entity inside the scheme", '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ["NUL before the scheme", '<a href="&#0;javascript:alert(1)">x</a>'],
  ["decimal entities", '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ["hex entities", '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>'],
  ["named colon entity", '<a href="javascript&colon;alert(1)">x</a>'],
  ["vbscript link", '<a href="vbscript:msgbox(1)">x</a>'],
  ["data: link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ["upper-case data: link", '<a href="DATA:text/html,<script>alert(1)</script>">x</a>'],
  ["data: picture", '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">'],
  ["data: picture after spaces", '<img src="  data:image/png;base64,AAAA" alt="x">'],
  ["javascript: picture", '<img src="javascript:alert(1)" alt="x">'],
  ["svg script", "<svg><script>alert(1)</script></svg><p>x</p>"],
  ["svg onload", "<svg onload=alert(1)></svg><p>x</p>"],
  ["svg link", '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>'],
  ["svg animate", "<svg><a><animate attributeName=href values=javascript:alert(1) /><text y=20>x</text></a></svg>"],
  ["mathml link", '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  ["mglyph/style namespace confusion", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
  ["form/math namespace confusion", "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>"],
  ["svg/textarea namespace confusion", '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">'],
  ["noscript attribute breakout", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ["iframe", '<iframe src="javascript:alert(1)"></iframe><p>x</p>'],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>x</p>'],
  ["object", '<object data="javascript:alert(1)"></object><p>x</p>'],
  ["embed", '<embed src="data:text/html,<script>alert(1)</script>"><p>x</p>'],
  ["form action", '<form action="javascript:alert(1)"><button>go</button></form>'],
  ["button formaction", '<button formaction="javascript:alert(1)">go</button>'],
  ["style element", "<style>body{background:url(javascript:alert(1))}</style><p>x</p>"],
  ["style expression", '<div style="width: expression(alert(1))">x</div>'],
  ["style import", '<style>@import "https://evil.example/x.css";</style><p>x</p>'],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>'],
  ["base href", '<base href="javascript:alert(1)//"><a href="/x">x</a>'],
  ["link stylesheet", '<link rel="stylesheet" href="https://evil.example/x.css"><p>x</p>'],
  ["unclosed img", "<p>hi</p><img src=x onerror=alert(1)//"],
  ["split script tag", "<scr<script>ipt>alert(1)</script>"],
  ["double bracket", "<<script>alert(1)//<</script>"],
  ["quote breakout", '"><script>alert(1)</script>'],
  ["unclosed formatting", "<p>unclosed <b>bold <i>italic"],
  ["unclosed link", '<p>x</p><a href="javascript:alert(1)"'],
  ["comment hiding markup", "<!--<img src=x onerror=alert(1)>--><p>x</p>"],
  ["bogus comment", "<? foo=<img src=x onerror=alert(1)> ?><p>x</p>"],
  ["title breakout", "<title><img src=x onerror=alert(1)></title>"],
  ["textarea breakout", "<textarea><script>alert(1)</script></textarea>"],
  ["template", "<template><script>alert(1)</script></template><p>x</p>"],
  ["attribute without quotes", "<img src=x:alert(alt) onerror=eval(src) alt=0>"],
  ["frameset", "<frameset onload=alert(1)>"],
  ["data attributes and ids", '<p id="cookie" data-x="1" class="admin">x</p>'],
];

// Elements that run, load or embed something, or restyle the page; none may survive.
const FORBIDDEN_ELEMENTS = [
  "script", "iframe", "frame", "frameset", "object", "embed", "applet", "style", "link", "meta", "base", "form",
  "input", "button", "textarea", "select", "svg", "math", "template", "noscript", "title", "video", "audio",
  "source", "details",
];
const BLOCKED_SCHEME = /^(?:javascript|vbscript|data):/i;
const BLOCKED_PROTOCOLS = ["javascript:", "vbscript:", "data:"];
// More than a browser ignores in a URL before reading its scheme, to be on the safe side.
const URL_NOISE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background", "cite"];

/** The scheme a browser would navigate to or load from (relative URLs resolve to the page's own). */
function protocolOf(url: string): string {
  try {
    return new URL(url, "https://site.invalid/").protocol;
  } catch {
    return "invalid:";
  }
}

let window: (Window & typeof globalThis) | undefined;

function parsed(html: string): Element[] {
  window ??= new JSDOM("").window;
  const document = new window.DOMParser().parseFromString(html, "text/html");
  const template = window.document.createElement("template");
  template.innerHTML = html;
  return [...document.querySelectorAll("*"), ...template.content.querySelectorAll("*")];
}

/** No script element, event handler, script or data URL, or element that loads, embeds or restyles. */
export function expectInert(html: string, label: string): void {
  expect(html, label).not.toMatch(/<script/i);
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    expect(tag, label).not.toMatch(/\son\w+\s*=/i);
    expect(tag, label).not.toMatch(/=\s*["']?\s*(?:javascript|vbscript|data):/i);
  }
  for (const element of parsed(html)) {
    expect(FORBIDDEN_ELEMENTS, `${label}: <${element.localName}>`).not.toContain(element.localName);
    expect(element.namespaceURI, label).toBe("http://www.w3.org/1999/xhtml");
    for (const { name, value } of element.attributes) {
      expect(name, label).not.toMatch(/^on/i);
      expect(value.replace(URL_NOISE, ""), `${label}: ${name}`).not.toMatch(BLOCKED_SCHEME);
      if (URL_ATTRIBUTES.includes(name)) expect(BLOCKED_PROTOCOLS, `${label}: ${name}`).not.toContain(protocolOf(value));
    }
  }
}

/** Ordinary article formatting, written as a serializer writes it: it must be stored byte for byte. */
export const ORDINARY_HTML = `<h2>Old Faithful</h2>
<p>Plan <strong>early</strong> and <em>often</em>.<br>Bring water &amp; snacks.</p>
<h3>What to pack</h3>
<ul>
<li>Water</li>
<li>Snacks</li>
</ul>
<ol>
<li>Arrive</li>
<li>Watch</li>
</ol>
<blockquote><p>For the benefit and enjoyment of the people.</p></blockquote>
<p><a href="https://www.nps.gov/yell/">Park site</a>, <a href="/blog/2">our last trip</a> or <a href="mailto:ranger@example.com">write to us</a>.</p>
<p><a href="https://www.nps.gov/zion/" target="_blank" rel="noopener noreferrer">Zion</a></p>
<p><img src="https://example.com/geyser.webp" alt="Old Faithful erupting"> <img src="/uploads/geyser.webp" alt="Our photo"></p>
<pre><code>const eruptionEveryMinutes = 90;</code></pre>
<p>Use <code>&lt;br&gt;</code> for a line break.</p>`;
