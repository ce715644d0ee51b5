import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { countingRequests, gracefulShutdown } from "./graceful-shutdown";

let server: Server | undefined;
afterEach(() => server?.closeAllConnections());

/** A real server on loopback whose /slow answers after `ms`. */
async function start(ms: number) {
  const app = new Hono().get("/slow", async (c) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return c.text("done");
  });
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s as Server)) as Server;
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function shutdownOf(s: Server, graceMs: number) {
  const events: string[] = [];
  const exited = new Promise<number>((resolve) => {
    const shutdown = gracefulShutdown(s, {
      graceMs,
      close: () => events.push("database closed"),
      exit: (code) => {
        events.push(`exit ${code}`);
        resolve(code);
      },
    });
    events.push("signal");
    shutdown();
    shutdown();
  });
  return { events, exited };
}

describe("shutting down on SIGTERM", () => {
  it("finishes a request in flight, refuses new connections, then closes the database and exits 0", async () => {
    const url = await start(400);
    const inFlight = fetch(`${url}/slow`).then(async (res) => ({ status: res.status, body: await res.text() }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { events, exited } = shutdownOf(server!, 5_000);
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    expect(await inFlight).toEqual({ status: 200, body: "done" });
    expect(await exited).toBe(0);
    expect(events).toEqual(["signal", "database closed", "exit 0"]);
  });

  it("cuts what is still running after the grace period, and still closes the database", async () => {
    const url = await start(5_000);
    const inFlight = fetch(`${url}/slow`).then(
      () => "answered",
      () => "cut",
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const { events, exited } = shutdownOf(server!, 300);
    expect(await exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inFlight).toBe("cut");
    expect(events).toEqual(["signal", "database closed", "exit 1"]);
  });
});

describe("countingRequests", () => {
  it("settles only when the last request has finished, even one whose client went away", async () => {
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const requests = countingRequests(async () => {
      await slow;
      return new Response("ok");
    });
    const answer = requests.fetch();
    expect(requests.running()).toBe(1);
    let settled = false;
    const waiting = requests.settled(Date.now() + 10_000).then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    finish();
    await answer;
    await waiting;
    expect(settled).toBe(true);
    expect(requests.running()).toBe(0);
  });

  it("stops waiting at the deadline", async () => {
    const requests = countingRequests(() => new Promise<Response>(() => undefined));
    void requests.fetch();
    const started = Date.now();
    await requests.settled(started + 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(requests.running()).toBe(1);
  });
});
