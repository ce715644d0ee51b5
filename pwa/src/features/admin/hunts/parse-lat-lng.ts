/**
 * A place copied from a maps app, as text: "44.46049, -110.82815", "44.46049,-110.82815",
 * "(44.46049, -110.82815)", "44.46049° N, 110.82815° W" or "N 44.46049 W 110.82815". Decimal degrees
 * only: the first number is the latitude unless its letter says otherwise (N/S latitude, E/W
 * longitude; S and W are negative). Anything else, or a value out of range, is not a place (null), so
 * the field keeps the text as typed. Degrees-minutes-seconds are not read.
 */
import type { LatLng } from "#shared/rules/geo";

const NUMBER = String.raw`[+\-\u2212]?(?:\d+(?:\.\d*)?|\.\d+)`;
const DEGREE = String.raw`[°º˚]`;
/** A number with its hemisphere letter before it, or after it, or none (then its place says). */
const PART = String.raw`(?:([NSEW])\s*(${NUMBER})\s*${DEGREE}?|(${NUMBER})\s*${DEGREE}?\s*([NSEW])?)`;
const PAIR = new RegExp(String.raw`^${PART}\s*(?:[,;]\s*|\s+)${PART}$`, "i");

interface Part {
  axis: "lat" | "lng" | null;
  value: number;
}

function partOf(match: RegExpExecArray, at: number): Part | null {
  const [before, numberFirst, numberLast, after] = match.slice(at, at + 4);
  const number = numberFirst ?? numberLast ?? "";
  const letter = (before ?? after)?.toUpperCase();
  const value = Number(number.replace("\u2212", "-"));
  if (!Number.isFinite(value)) return null;
  if (!letter) return { axis: null, value };
  // A letter says the sign; a minus beside it as well is a contradiction or a double negative.
  if (/^[+\-\u2212]/.test(number)) return null;
  const negative = letter === "S" || letter === "W";
  return { axis: letter === "N" || letter === "S" ? "lat" : "lng", value: negative ? -value : value };
}

export function parseLatLng(text: string): LatLng | null {
  let inner = text.trim();
  const wrapped = /^\((.*)\)$/s.exec(inner) ?? /^\[(.*)\]$/s.exec(inner);
  if (wrapped) inner = wrapped[1]!.trim();
  const match = PAIR.exec(inner);
  if (!match) return null;
  const first = partOf(match, 1);
  const second = partOf(match, 5);
  if (!first || !second) return null;
  const firstAxis = first.axis ?? (second.axis === "lat" ? "lng" : "lat");
  const secondAxis = second.axis ?? (firstAxis === "lat" ? "lng" : "lat");
  if (firstAxis === secondAxis) return null;
  const [lat, lng] = firstAxis === "lat" ? [first.value, second.value] : [second.value, first.value];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
