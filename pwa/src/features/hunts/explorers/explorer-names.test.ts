import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../../lib/database/db";
import { huntsTexts } from "../hunts-texts";
import { addName, EXPLORER_NAMES_KEY, nameProblemText, readRememberedNames, rememberNames } from "./explorer-names";

const added = (names: string[], typed: string) => {
  const result = addName(names, typed);
  return "names" in result ? result.names : nameProblemText(result.error, huntsTexts.en);
};

describe("adding an explorer's name", () => {
  it("trims the name and adds it at the end", () => {
    expect(added(["Maya"], "  Leo  ")).toEqual(["Maya", "Leo"]);
  });

  it("takes 1 to 30 characters", () => {
    expect(added([], "   ")).toBe("Type the explorer's name first.");
    expect(added([], "A")).toEqual(["A"]);
    expect(added([], "x".repeat(30))).toEqual(["x".repeat(30)]);
    expect(added([], "x".repeat(31))).toBe("A name can be at most 30 characters.");
  });

  it("refuses a name already playing, whatever its case, and says which", () => {
    expect(added(["Maya", "Leo"], "maya")).toBe("Maya is already an explorer. Give each explorer a different name.");
    expect(added(["Maya", "Leo"], " LEO ")).toBe("Leo is already an explorer. Give each explorer a different name.");
  });

  it("takes up to 6 explorers", () => {
    const six = ["A", "B", "C", "D", "E", "F"];
    expect(added(six.slice(0, 5), "F")).toEqual(six);
    expect(added(six, "G")).toBe("Up to 6 explorers can share one phone.");
  });
});

describe("remembered names", () => {
  beforeEach(() => db.kv.clear());

  it("keeps only the names for the next hunt, and forgets them when none are left", async () => {
    expect(await readRememberedNames()).toEqual([]);
    await rememberNames(["Maya", "Leo"]);
    expect((await db.kv.get(EXPLORER_NAMES_KEY))?.value).toEqual(["Maya", "Leo"]);
    expect(await readRememberedNames()).toEqual(["Maya", "Leo"]);
    await rememberNames([]);
    expect(await db.kv.get(EXPLORER_NAMES_KEY)).toBeUndefined();
  });

  it("reads back only names the rules allow", async () => {
    await db.kv.put({ key: EXPLORER_NAMES_KEY, value: ["Maya", "maya", 7, "", "x".repeat(31), "Leo", "B", "C", "D", "E", "F"] });
    expect(await readRememberedNames()).toEqual(["Maya", "Leo", "B", "C", "D", "E"]);
    await db.kv.put({ key: EXPLORER_NAMES_KEY, value: "Maya" });
    expect(await readRememberedNames()).toEqual([]);
  });
});
