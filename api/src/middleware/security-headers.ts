/**
 * Security headers on every response: a Content-Security-Policy that allows only this origin's scripts
 * (and the WebAssembly they load), no framing, no MIME sniffing, and a strict referrer policy. A JSON
 * answer is no document: its policy lets it load and run nothing at all, and is a quarter of the page's
 * length on the wire. The header values are built once; setting them before the handler lets Hono write
 * them with the response instead of rebuilding it afterwards.
 */
import { createMiddleware } from "hono/factory";

const CSP = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets a page compile WebAssembly (the leader's QR reader, zxing-wasm, from this
  // origin) and nothing else: eval and new Function stay refused.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "frame-ancestors 'none'",
  "worker-src 'self'",
  "manifest-src 'self'",
].join("; ");

/** The policy of an answer that is data, not a page: nothing may load from it, nothing may frame it. */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

const isJson = (contentType: string | null | undefined) => contentType?.startsWith("application/json") === true;

export const SECURITY_HEADERS: readonly [string, string][] = [
  ["content-security-policy", CSP],
  ["x-content-type-options", "nosniff"],
  ["x-frame-options", "DENY"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["cross-origin-opener-policy", "same-origin"],
  ["cross-origin-resource-policy", "same-origin"],
];

const DATA_SECURITY_HEADERS: readonly [string, string][] = SECURITY_HEADERS.map(([name, value]) =>
  name === "content-security-policy" ? [name, DATA_CSP] : [name, value],
);

/** The security headers an answer of `contentType` carries. */
export function securityHeadersFor(contentType: string): readonly [string, string][] {
  return isJson(contentType) ? DATA_SECURITY_HEADERS : SECURITY_HEADERS;
}

export const securityHeaders = createMiddleware(async (c, next) => {
  for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
  await next();
  // Set on the answer's own headers: through c.header, Hono would copy the whole response again.
  if (isJson(c.res.headers.get("content-type"))) c.res.headers.set("content-security-policy", DATA_CSP);
});
