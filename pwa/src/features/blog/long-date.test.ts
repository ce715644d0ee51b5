import { afterAll, describe, expect, it } from "vitest";
import { longDate } from "./long-date";

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

describe("longDate", () => {
  it("keeps a bare day as the author picked it, even west of Greenwich", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(longDate("2026-03-05")).toBe("March 5, 2026");
    expect(longDate("2026-03-05T20:00:00.000Z")).toBe("March 5, 2026");
    expect(longDate("not a date")).toBe("not a date");
  });
});
