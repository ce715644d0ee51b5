import { describe, expect, it } from "vitest";
import { ulid } from "./ulid";

describe("ulid", () => {
  it("makes 26-character Crockford base32 ids that start with the time", () => {
    const id = ulid(1_469_918_176_385);
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    // The format's published example time.
    expect(id.slice(0, 10)).toBe("01ARYZ6S41");
  });

  it("sorts by time, and by creation within one millisecond", () => {
    const ids = [ulid(5), ulid(5), ulid(5), ulid(6), ulid(1_700_000_000_000)];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refuses a time it cannot encode", () => {
    expect(() => ulid(-1)).toThrow();
    expect(() => ulid(2 ** 48)).toThrow();
  });
});
