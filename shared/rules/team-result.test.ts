import { describe, expect, it } from "vitest";
import { groupCodeFrom, normalizeGroupCode } from "./group-play";
import { groupKeyFrom, peekTeamResult, readTeamResult, signTeamResult, TEAM_RESULT_MAX_CHARS, type TeamResult } from "./team-result";

const key = groupKeyFrom(new Uint8Array(32).map((_, i) => i * 7));
const otherKey = groupKeyFrom(new Uint8Array(32).map((_, i) => 255 - i));

const RESULT: TeamResult = {
  code: "K7M2QX",
  teamId: 41,
  teamName: "Río | Team: 3, \"Owls\"",
  lang: "es",
  found: [3, 5, 8],
  answers: { "12": "About every 90 minutes", "13": "Verdadero, sí: 100%" },
  score: 65,
  badgeEarned: true,
  quizDone: true,
  reportedAt: 1_793_000_000,
};

describe("group codes", () => {
  it("are six characters a child cannot misread, and typed ones are forgiven case, spaces and dashes", () => {
    const code = groupCodeFrom(new Uint8Array([0, 30, 31, 200, 255, 17]));
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(normalizeGroupCode(` ${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `)).toBe(code);
    for (const bad of ["K7M2Q", "K7M2QX1", "K7M2Q0", "K7M2QI", "K7M2QL", "K7M2Q!"]) expect(normalizeGroupCode(bad)).toBeNull();
  });
});

describe("a team's signed result", () => {
  it("reads back exactly what was signed, with the group's key", async () => {
    const text = await signTeamResult(RESULT, key);
    expect(text.startsWith("PH1|K7M2QX|41|es|3,5,8|")).toBe(true);
    expect(text.length).toBeLessThan(300);
    expect(await readTeamResult(text, key, "K7M2QX")).toEqual({ ok: true, result: RESULT, text });
    expect(peekTeamResult(text)).toEqual(RESULT);
  });

  it("signs the same result the same way, so a result sent by two phones is one text", async () => {
    expect(await signTeamResult(RESULT, key)).toBe(await signTeamResult({ ...RESULT, found: [3, 5, 8, 5] }, key));
  });

  it("refuses a result made with another group's key, or for another group's code", async () => {
    const theirs = await signTeamResult(RESULT, otherKey);
    expect(await readTeamResult(theirs, key)).toEqual({ ok: false, problem: "wrong-group" });
    const mine = await signTeamResult(RESULT, key);
    expect(await readTeamResult(mine, key, "ZZZZZZ")).toEqual({ ok: false, problem: "wrong-group" });
  });

  it("refuses a result changed by hand: a higher score, another find, a flipped badge, a cut signature", async () => {
    const text = await signTeamResult(RESULT, key);
    const changed = [
      text.replace("|65|", "|95|"),
      text.replace("|3,5,8|", "|3,5,8,9|"),
      text.replace("|1|1|", "|0|1|"),
      text.slice(0, -1),
      `${text.slice(0, -1)}${text.endsWith("A") ? "B" : "A"}`,
    ];
    for (const forged of changed) expect(await readTeamResult(forged, key), forged).toEqual({ ok: false, problem: "wrong-group" });
  });

  it("says any other text is not a team's result", async () => {
    const text = await signTeamResult(RESULT, key);
    const others = [
      "",
      "https://example.com/join/K7M2QX",
      text.replace("PH1|", "PH2|"),
      text.replace("|41|", "|0|"),
      text.replace("|es|", "|fr|"),
      text.replace("|3,5,8|", "|3,x|"),
      text.replace("|3,5,8|", "|3,,8|"),
      `${text}|extra`,
      text.replace("K7M2QX", "K7M2Q0"),
      `PH1|K7M2QX|41|en||%E0%A4%A|0|0|0|1|Owls|sig`,
      "x".repeat(TEAM_RESULT_MAX_CHARS + 1),
    ];
    for (const other of others) expect(await readTeamResult(other, key), other).toEqual({ ok: false, problem: "not-a-result" });
  });

  it("holds a whole hunt's result in a code a phone's camera can read", async () => {
    const answers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(100 + i), "An answer of about thirty chars"]));
    const found = Array.from({ length: 20 }, (_, i) => 1000 + i);
    const text = await signTeamResult({ ...RESULT, answers, found, teamName: "x".repeat(30) }, key);
    expect(text.length).toBeLessThan(700);
    expect((await readTeamResult(text, key)).ok).toBe(true);
  });
});
