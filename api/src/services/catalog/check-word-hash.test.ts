import { describe, expect, it } from "vitest";
import { checkWordHash } from "#shared/rules/check-word";
import { checkWordHashSync } from "./check-word-hash";

describe("the server's sign-word hash", () => {
  it.each(["Old Faithful", "  old\tFAITHFUL ", "Cafe\u0301", "Ahwahnee 1927", "", "   ", "日本 語"])("equals the device's for %j", async (word) => {
    expect(checkWordHashSync(word)).toBe(await checkWordHash(word));
  });
});
