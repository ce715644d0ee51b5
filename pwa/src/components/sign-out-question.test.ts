import { describe, expect, it } from "vitest";
import { NOTHING_WAITING } from "../sync/sign-out-rows";
import { signOutQuestion } from "./sign-out-question";

const waiting = (counts: Partial<typeof NOTHING_WAITING>) => ({ ...NOTHING_WAITING, ...counts });

describe("signOutQuestion", () => {
  it("says how many photos are still waiting to upload, one or several", () => {
    expect(signOutQuestion(waiting({ photos: 3 }))).toBe("3 photos are still waiting to upload. Sign out anyway?");
    expect(signOutQuestion(waiting({ photos: 1 }))).toBe("1 photo is still waiting to upload. Sign out anyway?");
  });

  it("says the same plainly of hunt results, purchases and photo deletions, and lists several kinds together", () => {
    expect(signOutQuestion(waiting({ results: 2 }))).toBe("2 hunt results are still waiting to send. Sign out anyway?");
    expect(signOutQuestion(waiting({ deletions: 1 }))).toBe("1 photo deletion is still waiting to send. Sign out anyway?");
    expect(signOutQuestion(waiting({ photos: 1, results: 1 }))).toBe("1 photo and 1 hunt result are still waiting to send. Sign out anyway?");
    expect(signOutQuestion(waiting({ photos: 3, results: 2, purchases: 1 }))).toBe(
      "3 photos, 2 hunt results and 1 hunt purchase are still waiting to send. Sign out anyway?",
    );
  });
});
