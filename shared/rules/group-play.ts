/**
 * Group play's numbers and the group code, shared by the leader's and the teams' phones and the server.
 * A code is six characters from an alphabet with no look-alikes (no 0/O, 1/I/L), so a teacher can read
 * it aloud and a child can type it; typed codes are forgiven their case, spaces and dashes.
 */

export const GROUP_CODE_LENGTH = 6;
/** Upper-case letters and digits a child cannot mistake for one another. */
export const GROUP_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const GROUP_CODE_PATTERN = new RegExp(`^[${GROUP_CODE_ALPHABET}]{${GROUP_CODE_LENGTH}}$`);

export const TEAM_NAME_MAX_CHARS = 30;
/** Explorers' first names a team may list, each at most EXPLORER_NAME_MAX_CHARS. */
export const TEAM_EXPLORERS_MAX = 8;
export const TEAM_EXPLORER_NAME_MAX_CHARS = 30;
/** A class is five or six teams; a Junior Ranger day, a few dozen. */
export const GROUP_TEAMS_MAX = 60;
/** Joins a minute from one address: a class joining at once, not a script. */
export const GROUP_JOINS_PER_MINUTE = 20;
/** The leader's board asks the server this often while it has signal. */
export const GROUP_BOARD_REFRESH_MS = 15_000;
/** An ended group's results stay this long, then the group and its teams are deleted. */
export const GROUP_KEPT_DAYS = 30;

/** A typed or scanned code as it is looked up: upper case, without spaces or dashes; null when it cannot be one. */
export function normalizeGroupCode(text: string): string | null {
  const code = text.replace(/[\s-]+/g, "").toUpperCase();
  return GROUP_CODE_PATTERN.test(code) ? code : null;
}

/** A new code from `random` bytes (one per character; the alphabet's 31 letters make a bias too small to matter). */
export function groupCodeFrom(random: Uint8Array): string {
  if (random.length < GROUP_CODE_LENGTH) throw new RangeError(`a group code needs ${GROUP_CODE_LENGTH} random bytes`);
  return Array.from(random.slice(0, GROUP_CODE_LENGTH), (byte) => GROUP_CODE_ALPHABET[byte % GROUP_CODE_ALPHABET.length]).join("");
}

/** The address a group's QR code opens: the join page, on the site's own origin. */
export const joinPath = (code: string) => `/join/${code}`;
