/**
 * A team's result as one short signed text: what the team's phone shows its leader as a QR code, what it
 * queues in its outbox, and what the leader's phone queues after scanning it. The same text travels
 * every way, so a result that arrives from both phones is the same result and counts once.
 *
 *   PH1|CODE|team id|lang|found ids|answers|score|badge|quiz done|reported at (s)|team name|signature
 *
 * Answers are `question id:answer` pairs and the name is percent-encoded, so no field can hold a `|`.
 * The signature is HMAC-SHA256 under the group's key, cut to 128 bits: the key reaches the leader when
 * the group is made and each team when it joins, so the leader's phone can tell, with no signal, a code
 * made for this group from one made for another or changed by hand. The server checks it again and
 * scores the finds and answers itself; the score in the text is only what the phone showed.
 */
import { LANGS, type Lang } from "./languages";
import { GROUP_CODE_PATTERN, TEAM_NAME_MAX_CHARS } from "./group-play";

const VERSION = "PH1";
const FIELDS = 12;
/** Bytes of the HMAC kept: 128 bits cannot be guessed, and the code stays small. */
const SIGNATURE_BYTES = 16;
/** A group's key: 256 random bits, base64url. */
export const GROUP_KEY_BYTES = 32;
/** Larger than any real result (a QR code of this much is still read from a phone's photo). */
export const TEAM_RESULT_MAX_CHARS = 1500;
const FOUND_MAX = 100;
const ANSWERS_MAX = 100;

export interface TeamResult {
  code: string;
  teamId: number;
  teamName: string;
  lang: Lang;
  /** Item ids found, each once. */
  found: number[];
  /** The team's quiz answers by question id (with explorers, the best explorer's). */
  answers: Record<string, string>;
  /** What the team's phone showed; the server scores the finds and answers itself. */
  score: number;
  badgeEarned: boolean;
  quizDone: boolean;
  /** When the phone made this result, in whole seconds since 1970: the later of two results wins. */
  reportedAt: number;
}

export type TeamResultReading = { ok: true; result: TeamResult; text: string } | { ok: false; problem: "not-a-result" | "wrong-group" };

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** A new group key from `random` bytes (GROUP_KEY_BYTES of them). */
export function groupKeyFrom(random: Uint8Array): string {
  if (random.length !== GROUP_KEY_BYTES) throw new RangeError(`a group key is ${GROUP_KEY_BYTES} random bytes`);
  return base64url(random);
}

async function signature(keyText: string, body: string): Promise<string> {
  const raw = fromBase64url(keyText);
  if (!raw || raw.length !== GROUP_KEY_BYTES) throw new RangeError("not a group key");
  const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  return base64url(mac.slice(0, SIGNATURE_BYTES));
}

/** Compares in time independent of where two signatures first differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

function bodyOf(result: TeamResult): string {
  const answers = Object.entries(result.answers)
    .map(([id, answer]) => `${encodeURIComponent(id)}:${encodeURIComponent(answer)}`)
    .join(",");
  const flag = (value: boolean) => (value ? "1" : "0");
  return [
    VERSION,
    result.code,
    result.teamId,
    result.lang,
    [...new Set(result.found)].join(","),
    answers,
    result.score,
    flag(result.badgeEarned),
    flag(result.quizDone),
    result.reportedAt,
    encodeURIComponent(result.teamName),
  ].join("|");
}

/** The result as the text a QR code and the outbox carry, signed with the group's key. */
export async function signTeamResult(result: TeamResult, keyText: string): Promise<string> {
  const body = bodyOf(result);
  return `${body}|${await signature(keyText, body)}`;
}

const wholeNumber = (text: string | undefined, max: number) => (text !== undefined && /^\d{1,10}$/.test(text) && Number(text) <= max ? Number(text) : null);

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function parseAnswers(text: string): Record<string, string> | null {
  const answers: Record<string, string> = {};
  if (text === "") return answers;
  const pairs = text.split(",");
  if (pairs.length > ANSWERS_MAX) return null;
  for (const pair of pairs) {
    const [id, answer, extra] = pair.split(":");
    const [key, value] = [decode(id ?? ""), decode(answer ?? "")];
    if (extra !== undefined || !key || value === null || key in answers) return null;
    answers[key] = value;
  }
  return answers;
}

/**
 * What a text says, without checking its signature: enough for the server to find the group whose key
 * checks it. Null for anything that is not a team result.
 */
export function peekTeamResult(text: string): TeamResult | null {
  if (text.length > TEAM_RESULT_MAX_CHARS) return null;
  const parts = text.split("|");
  if (parts.length !== FIELDS || parts[0] !== VERSION) return null;
  const [, code, team, lang, found, answers, score, badge, quiz, reported, name] = parts;
  const teamId = wholeNumber(team, Number.MAX_SAFE_INTEGER);
  const ids = found === "" ? [] : (found ?? "").split(",").map((id) => wholeNumber(id, Number.MAX_SAFE_INTEGER));
  const parsedAnswers = parseAnswers(answers ?? "");
  const teamName = decode(name ?? "");
  const points = wholeNumber(score, 1_000_000);
  const at = wholeNumber(reported, 99_999_999_999);
  const flags = [badge, quiz];
  if (!code || !GROUP_CODE_PATTERN.test(code) || !teamId || !LANGS.includes(lang as Lang)) return null;
  if (ids.length > FOUND_MAX || ids.some((id) => !id) || !parsedAnswers || teamName === null || teamName.length > TEAM_NAME_MAX_CHARS) return null;
  if (points === null || at === null || flags.some((flag) => flag !== "0" && flag !== "1")) return null;
  return {
    code,
    teamId,
    teamName,
    lang: lang as Lang,
    found: ids as number[],
    answers: parsedAnswers,
    score: points,
    badgeEarned: badge === "1",
    quizDone: quiz === "1",
    reportedAt: at,
  };
}

/**
 * Reads a scanned or sent text with the group's key: the result when it was made for this group and not
 * changed since; "not-a-result" for any other text; "wrong-group" for a result whose signature this key
 * does not make (another group's code, or one changed by hand).
 */
export async function readTeamResult(text: string, keyText: string, code?: string): Promise<TeamResultReading> {
  const trimmed = text.trim();
  const result = peekTeamResult(trimmed);
  if (!result) return { ok: false, problem: "not-a-result" };
  if (code !== undefined && result.code !== code) return { ok: false, problem: "wrong-group" };
  const cut = trimmed.lastIndexOf("|");
  const expected = await signature(keyText, trimmed.slice(0, cut));
  if (!sameText(expected, trimmed.slice(cut + 1))) return { ok: false, problem: "wrong-group" };
  return { ok: true, result, text: trimmed };
}
