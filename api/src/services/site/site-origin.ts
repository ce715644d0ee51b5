/**
 * The site's own addresses, fixed when the server starts: PUBLIC_URL when configured, else the address
 * the server listens on. A payment provider sends the buyer back to one of these, never to an address
 * taken from the request (its Host header is the client's to choose, so trusting it is an open redirect).
 */
import { networkInterfaces } from "node:os";
import { HttpError } from "../../errors";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];
const ANY_ADDRESS = new Set(["0.0.0.0", "::", "[::]"]);

/** The first origin is the site's main address: where a purchase that names none returns to. */
export function siteOrigins({ publicUrl, host, port }: { publicUrl?: string; host: string; port: number }): string[] {
  if (publicUrl) return [new URL(publicUrl).origin];
  const hostName = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  const names = ANY_ADDRESS.has(host)
    ? [...LOOPBACK_NAMES, ...interfaceAddresses()]
    : LOOPBACK_NAMES.includes(hostName)
      ? LOOPBACK_NAMES
      : [hostName];
  return [...new Set(names)].map((name) => `http://${name}:${port}`);
}

/** The machine's own addresses, for a server listening on all of them. */
function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined)
    .map((entry) => (entry.family === "IPv6" ? `[${entry.address.split("%")[0]}]` : entry.address));
}

/**
 * The origin a checkout returns to: the origin of `originUrl` when it is one of the site's own, the
 * site's main address when none is named, and a 422 for anything else.
 */
export function checkoutOrigin(originUrl: string | undefined, allowed: readonly string[]): string {
  const main = allowed[0];
  if (main === undefined) throw new Error("The site has no address to return to");
  if (originUrl === undefined) return main;
  const refused = new HttpError(422, "origin_url must be an http(s) address on this site");
  let url: URL;
  try {
    url = new URL(originUrl);
  } catch {
    throw refused;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refused;
  if (!allowed.includes(url.origin)) throw refused;
  return url.origin;
}
