/**
 * The server's hash of a sign word: the same normalization and SHA-256 as the device's
 * (shared/rules/check-word.ts), computed synchronously so it can run inside a write transaction and the
 * seed. The device's version is async only because the browser's digest is.
 */
import { createHash } from "node:crypto";
import { normalizeCheckWord } from "#shared/rules/check-word";

export function checkWordHashSync(word: string): string {
  const normalized = normalizeCheckWord(word);
  return normalized === "" ? "" : createHash("sha256").update(normalized, "utf8").digest("hex");
}
