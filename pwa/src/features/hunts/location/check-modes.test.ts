import { describe, expect, it } from "vitest";
import { checkModes } from "./check-modes";

const placed = { lat: 37.27, lng: -112.94, check_word_hash: "" };
const worded = { lat: null, lng: null, check_word_hash: "ab12" };
const both = { ...placed, check_word_hash: "ab12" };
const neither = { lat: null, lng: null, check_word_hash: "" };
const working = { status: "on", failing: false } as const;

describe("how an item can be found", () => {
  it("takes GPS for a placed item while location works, the word for a word-only item, a tap for neither", () => {
    expect(checkModes(both, working)).toEqual({ gps: true, word: false, tap: false });
    expect(checkModes(placed, working)).toEqual({ gps: true, word: false, tap: false });
    expect(checkModes(worded, working)).toEqual({ gps: false, word: true, tap: false });
    expect(checkModes(neither, working)).toEqual({ gps: false, word: false, tap: true });
  });

  it("waits for location that is not asked for yet rather than giving the word away", () => {
    expect(checkModes(both, { status: "off", failing: false })).toEqual({ gps: true, word: false, tap: false });
  });

  it("falls back to the word, else a tap, when location is refused or missing", () => {
    for (const status of ["denied", "unavailable"] as const) {
      expect(checkModes(both, { status, failing: false })).toEqual({ gps: false, word: true, tap: false });
      expect(checkModes(placed, { status, failing: false })).toEqual({ gps: false, word: false, tap: true });
    }
  });

  it("keeps “I'm here” beside the fallback while GPS is poor, as the fix may still improve", () => {
    expect(checkModes(both, { status: "on", failing: true })).toEqual({ gps: true, word: true, tap: false });
    expect(checkModes(placed, { status: "waiting", failing: true })).toEqual({ gps: true, word: false, tap: true });
  });
});
