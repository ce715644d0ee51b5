import { describe, expect, it } from "vitest";
import { checkWordHash, matchesCheckWord, normalizeCheckWord } from "./check-word";

const OLD_FAITHFUL = "24ab2996a5527645a36624a58b2df3948a9237dd3f9f972fa178d18ab1a4e0f6";

describe("the sign's word", () => {
  it("is normalized: NFC, trimmed, lower-cased, whitespace runs made one space", () => {
    expect(normalizeCheckWord("  Old \t\n Faithful  ")).toBe("old faithful");
    expect(normalizeCheckWord("Cafe\u0301")).toBe("café");
    expect(normalizeCheckWord("OLD\u00a0FAITHFUL")).toBe("old faithful");
  });

  it("is hashed as the lowercase hex SHA-256 of its normalized form, and '' when there is none", async () => {
    expect(await checkWordHash("Old Faithful")).toBe(OLD_FAITHFUL);
    expect(await checkWordHash(" old   FAITHFUL ")).toBe(OLD_FAITHFUL);
    expect(await checkWordHash("Cafe\u0301")).toBe("850f7dc43910ff890f8879c0ed26fe697c93a067ad93a7d50f466a7028a9bf4e");
    expect(await checkWordHash("   ")).toBe("");
  });

  it("matches what the family types against the hash, and nothing matches no word", async () => {
    expect(await matchesCheckWord("old faithful ", OLD_FAITHFUL)).toBe(true);
    expect(await matchesCheckWord("old faithfull", OLD_FAITHFUL)).toBe(false);
    expect(await matchesCheckWord("", "")).toBe(false);
  });
});
