/**
 * The word printed on a sign at a find, the fallback when GPS fails. The word never leaves the server
 * as text: public reads carry the SHA-256 of its normalized form, and the phone compares hashes, so a
 * downloaded hunt cannot be read for its answers at a glance.
 */
export const CHECK_WORD_MAX = 40;

/** Unicode NFC, trimmed, lower-cased, each run of whitespace one space. */
export function normalizeCheckWord(word: string): string {
  return word.normalize("NFC").trim().toLowerCase().replace(/\s+/gu, " ");
}

/** The lowercase hex SHA-256 of the normalized word; "" when there is no word. */
export async function checkWordHash(word: string): Promise<string> {
  const normalized = normalizeCheckWord(word);
  if (normalized === "") return "";
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalized));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether what the family typed is the sign's word. */
export async function matchesCheckWord(typed: string, expectedHash: string): Promise<boolean> {
  return expectedHash !== "" && (await checkWordHash(typed)) === expectedHash;
}
