/** "Send a test message" in admin Settings: proof that mail leaves the server and arrives. */
import { html } from "./html";
import { renderMail, type RenderedMail } from "./layout";

export function testMessage({ siteName }: { siteName: string }): RenderedMail {
  const subject = `Test message from ${siteName}`;
  const lines = ["This is a test message sent from admin Settings.", "If you can read it, mail from the site reaches its readers."];
  return renderMail({
    siteName,
    subject,
    body: html`${lines.map((line) => html`<p>${line}</p>`)}`,
    text: lines,
  });
}
