/**
 * Every message rendered with hostile input (names, titles, a coupon code and the site's name carrying
 * markup, each of the XSS test vectors in turn): its HTML has exactly the elements and attributes it
 * has for plain input, every hostile text shows as text, and a subject stays one line.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { XSS_VECTORS } from "../../../testing/xss-vectors";
import { confirmEmailMessage } from "./confirm-email";
import type { RenderedMail } from "./layout";
import { passwordResetMessage } from "./password-reset";
import { receiptMessage } from "./receipt";
import { testMessage } from "./test-message";

const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };

const LINK = "https://parkhunts.example/reset-password?token=abc_DEF-123";

/** Each message with `text` in every field a person types. */
const MESSAGES: [name: string, render: (text: string) => RenderedMail][] = [
  ["password reset", (text) => passwordResetMessage({ siteName: text, name: text, link: LINK, lang: "en" })],
  ["confirm your e-mail", (text) => confirmEmailMessage({ siteName: text, name: text, link: LINK, lang: "en" })],
  ["test message", (text) => testMessage({ siteName: text })],
  [
    "receipt",
    (text) =>
      receiptMessage({
        siteName: text,
        orderId: "0123456789abcdef",
        customerName: text,
        lines: [{ title: text, quantity: 2, unitCents: 1999 }],
        promoCode: text,
        discountCents: 400,
        taxCents: 320,
        shippingCents: 599,
        totalCents: 4517,
        huntLink: LINK,
        lang: "en",
      }),
  ],
];

const HOSTILE = [...XSS_VECTORS.map(([, html]) => html), "Ada\r\nBcc: someone@evil.example", `"'><b>&amp;`];

/** The elements in document order with their attributes: everything about the markup but its text. */
const parser = new new JSDOM("").window.DOMParser();

function shapeOf(html: string): { shape: string[]; text: string } {
  const document = parser.parseFromString(html, "text/html");
  const shape = [...document.querySelectorAll("*")].map((el) => `${el.localName}[${[...el.attributes].map((a) => `${a.name}=${a.value}`).join(" ")}]`);
  return { shape, text: document.body.textContent ?? "" };
}

describe("mail templates", () => {
  for (const [name, render] of MESSAGES) {
    it(`keep hostile input as text in the ${name}`, () => {
      const plain = shapeOf(render("Ada Ranger").html);
      expect(plain.text).toContain("Ada Ranger");
      for (const hostile of HOSTILE) {
        const mail = render(hostile);
        const { shape, text } = shapeOf(mail.html);
        expect(shape, hostile).toEqual(plain.shape);
        // The parser reads the escaped text back as the characters typed (line breaks folded by HTML).
        expect(text.replace(/\s+/g, " "), hostile).toContain(hostile.replace(/\s+/g, " ").trim());
        expect(mail.subject, hostile).not.toMatch(/[\r\n]/);
        expect(mail.text, hostile).toContain(hostile.trim());
      }
    });
  }

  it("have a plain-text part with the same link as the HTML", () => {
    for (const [name, render] of MESSAGES.filter(([n]) => n !== "test message")) {
      const mail = render("Ada Ranger");
      expect(mail.text, name).toContain(LINK);
      expect(mail.html, name).toContain(`href="${LINK}"`);
    }
  });
});
