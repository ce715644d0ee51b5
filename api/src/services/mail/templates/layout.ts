/**
 * The frame every message shares: the site's name as a heading over the message, in a narrow column
 * with inline styles (mail programs drop style sheets), and the same text as plain text below a rule.
 */
import { DEFAULT_LANG, type Lang } from "#shared/rules/languages";
import { html, oneLine, type SafeHtml } from "./html";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailParts {
  siteName: string;
  subject: string;
  /** The language the message is written in (English when not said). */
  lang?: Lang;
  /** The message's HTML, made with `html`. */
  body: SafeHtml;
  /** The same message as plain text, paragraph by paragraph. */
  text: string[];
}

export function renderMail({ siteName, subject, lang = DEFAULT_LANG, body, text }: MailParts): RenderedMail {
  const page = html`<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${subject}</title></head>
<body style="margin:0;padding:24px;background:#f4f1ea;font-family:Arial,Helvetica,sans-serif;color:#1f2a1f;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#2f5d34;">${siteName}</p>
${body}
</div>
</body>
</html>
`;
  return { subject: oneLine(subject), html: page.markup, text: `${[siteName, ...text].join("\n\n")}\n` };
}

/** A button-like link, with the address written out below for mail programs that hide links. */
export function linkButton(href: string, label: string): SafeHtml {
  return html`<p style="margin:24px 0;"><a href="${href}" style="background:#2f5d34;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;">${label}</a></p>
<p style="font-size:13px;color:#555;word-break:break-all;">${href}</p>`;
}
