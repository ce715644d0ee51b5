/**
 * Reads a message as it arrives at an SMTP server or lies in an .eml file (RFC 5322 with MIME): its
 * headers, and the text and HTML of its parts decoded from quoted-printable or base64. Enough for the
 * tests to read what the site sent the way a mail program would, links included.
 */
export interface ReadMail {
  headers: Map<string, string>;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), adjacent ones joined as the standard says. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(decodeQuoted(data.replace(/_/g, " ")), "latin1").toString("utf8"),
    );
}

/** Quoted-printable to the bytes it stands for, as a latin1 string (one character per byte). */
function decodeQuoted(text: string): string {
  return text.replace(/=\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function splitPart(raw: string): Part {
  const end = raw.indexOf("\n\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return Buffer.from(decodeQuoted(part.body), "latin1").toString("utf8");
  return part.body;
}

/** Every leaf part of a (possibly nested) multipart body. */
function leaves(part: Part): Part[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  // The line break before a boundary belongs to the boundary, not to the part above it.
  const pieces = `\n${part.body}`.split(`\n--${boundary}`).slice(1);
  return pieces.filter((piece) => !piece.startsWith("--")).flatMap((piece) => leaves(splitPart(piece.replace(/^[^\n]*\n/, ""))));
}

export function readMail(raw: string | Buffer): ReadMail {
  const message = splitPart(raw.toString().replace(/\r\n/g, "\n"));
  const parts = leaves(message);
  const ofType = (type: string) => {
    const part = parts.find((p) => (p.headers.get("content-type") ?? "text/plain").toLowerCase().startsWith(type));
    return part ? decodeBody(part) : "";
  };
  const header = (name: string) => decodeWords(message.headers.get(name) ?? "");
  return { headers: message.headers, from: header("from"), to: header("to"), subject: header("subject"), text: ofType("text/plain"), html: ofType("text/html") };
}

/** The first link in a message's text that starts with `prefix` (an origin and path). */
export function linkIn(mail: ReadMail, prefix: string): string | undefined {
  return mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
}
