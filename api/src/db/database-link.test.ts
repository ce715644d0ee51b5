import { describe, expect, it } from "vitest";
import { DatabaseUnavailable } from "./database-faults";
import { databaseLink } from "./database-link";

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

function linkWith(probeAnswers: boolean[]) {
  const lines: string[] = [];
  let probes = 0;
  const link = databaseLink({
    probe: async () => {
      const ok = probeAnswers[Math.min(probes++, probeAnswers.length - 1)];
      if (!ok) throw refused();
    },
    log: (line) => lines.push(line),
    firstMs: 5,
    maxMs: 20,
  });
  return { link, lines, probes: () => probes };
}

describe("the link to the database", () => {
  it("stays up when one connection dies but a new one can be made (a terminated backend)", async () => {
    const { link, lines, probes } = linkWith([true]);
    link.saw(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }));
    await tick(20);
    expect(probes()).toBe(1);
    expect(link.up).toBe(true);
    expect(() => link.check()).not.toThrow();
    expect(lines).toEqual([]);
    link.close();
  });

  it("does not probe for a failure that is not the connection's", async () => {
    const { link, probes } = linkWith([true]);
    link.saw(Object.assign(new Error("duplicate key"), { code: "23505" }));
    await tick(20);
    expect(probes()).toBe(0);
    link.close();
  });

  it("goes down when no connection can be made, fails at once meanwhile, and comes back when a probe succeeds", async () => {
    const { link, lines, probes } = linkWith([false, false, false, true]);
    link.saw(refused());
    link.saw(refused());
    await tick(10);
    expect(link.up).toBe(false);
    expect(() => link.check()).toThrow(DatabaseUnavailable);
    for (const until = Date.now() + 3000; !link.up && Date.now() < until; ) await tick(5);
    expect(probes()).toBe(4);
    expect(link.up).toBe(true);
    expect(() => link.check()).not.toThrow();
    // Said once each way, not per failed request or probe.
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^The database is unreachable \(connect ECONNREFUSED/);
    expect(lines[1]).toMatch(/^The database is reachable again after \d+\.\d s$/);
    link.close();
  });

  it("stops probing once closed", async () => {
    const { link, probes } = linkWith([false]);
    link.saw(refused());
    await tick(10);
    link.close();
    const seen = probes();
    await tick(60);
    expect(probes()).toBe(seen);
  });
});
