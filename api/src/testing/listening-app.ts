/**
 * A test app served on a real port on 127.0.0.1, for what only a real connection shows: whether a
 * keep-alive connection survives an answer, and whether one request holds up the others.
 */
import { serve } from "@hono/node-server";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { App } from "../app";

export interface ListeningApp {
  port: number;
  close(): Promise<void>;
}

export async function listen(app: App): Promise<ListeningApp> {
  const server = await new Promise<http.Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s as http.Server)) as http.Server;
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request over node:http through the given agent, so a test decides which connection it rides on. */
export function request(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  { body, headers = {} }: { body?: Buffer; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      { host: "127.0.0.1", port, method, path, agent, headers: body ? { ...headers, "content-length": String(body.length) } : headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

/** A multipart body of `count` one-byte text fields named `name`, as small as such a body can be. */
export function manyParts(count: number, name = "a"): { body: Buffer; contentType: string } {
  const boundary = "XyZ";
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n`;
  return { body: Buffer.from(`${part.repeat(count)}--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
}
