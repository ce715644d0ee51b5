import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/server-process";
import { answerWhileWaiting, untilReachable, type WaitingServer } from "./waiting-for-database";

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describe("waiting for the database at start", () => {
  it("tries again after each connection fault, saying why, until the database answers", async () => {
    let tries = 0;
    const said: string[] = [];
    const opened = await untilReachable(async () => {
      if (++tries < 3) throw refused();
      return "open";
    }, (reason) => said.push(reason));
    expect(opened).toBe("open");
    expect(tries).toBe(3);
    expect(said).toEqual(["connect ECONNREFUSED 127.0.0.1:5432", "connect ECONNREFUSED 127.0.0.1:5432"]);
  });

  it("does not wait out a failure that is not the connection's (a bad migration)", async () => {
    let tries = 0;
    const failure = untilReachable(async () => {
      tries++;
      throw Object.assign(new Error('syntax error at or near "tabel"'), { code: "42601" });
    });
    await expect(failure).rejects.toThrow("syntax error");
    expect(tries).toBe(1);
  });
});

describe("the port while the database is awaited", () => {
  let waiting: WaitingServer | undefined;
  afterEach(async () => {
    await waiting?.close();
    waiting = undefined;
  });

  it("answers health with what it waits for, every other request 503 with Retry-After, then frees the port", async () => {
    const port = await freePort();
    waiting = await answerWhileWaiting(port, "127.0.0.1");
    const url = `http://127.0.0.1:${port}`;
    const starting = await fetch(`${url}/api/health`);
    expect(starting.status).toBe(503);
    expect(await starting.json()).toEqual({ ok: false, database: "starting" });
    waiting.unreachable();
    expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ ok: false, database: "unreachable" });
    const other = await fetch(`${url}/api/hunts`, { method: "POST", body: "{}" });
    expect(other.status).toBe(503);
    expect(other.headers.get("retry-after")).toBe("2");
    expect(await other.json()).toEqual({ detail: "The service is starting. Please try again in a moment." });
    await waiting.close();
    waiting = undefined;
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});
