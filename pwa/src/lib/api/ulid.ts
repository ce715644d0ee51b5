/**
 * Time-ordered ids made on the device (the ULID format: 48 bits of milliseconds and 80 random bits in
 * Crockford base32, 26 characters), used as outbox row ids and idempotency keys. Ids made in the same
 * millisecond count up from the first one's random part, so rows queued together keep their order.
 * Written here rather than taken from a package: it is on every screen's first load, and this is all
 * of it that the app needs.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const TIME_DIGITS = 10;
const RANDOM_DIGITS = 16;

let lastTime = -1;
let lastRandom: number[] = [];

function randomDigits(): number[] {
  // 256 is a multiple of 32, so each byte modulo 32 is a uniform base32 digit.
  return Array.from(crypto.getRandomValues(new Uint8Array(RANDOM_DIGITS)), (byte) => byte % 32);
}

function increment(digits: number[]): number[] {
  const next = [...digits];
  for (let i = next.length - 1; i >= 0; i--) {
    if (next[i]! < 31) {
      next[i]!++;
      return next;
    }
    next[i] = 0;
  }
  // 2^80 ids in one millisecond: the clock is broken, not the id.
  throw new Error("No more ids this millisecond");
}

export function ulid(time: number = Date.now()): string {
  if (!Number.isInteger(time) || time < 0 || time >= 2 ** 48) throw new Error(`Cannot make an id for time ${time}`);
  lastRandom = time === lastTime ? increment(lastRandom) : randomDigits();
  lastTime = time;
  let encoded = "";
  for (let i = 0, t = time; i < TIME_DIGITS; i++, t = Math.floor(t / 32)) encoded = ALPHABET[t % 32] + encoded;
  return encoded + lastRandom.map((digit) => ALPHABET[digit]).join("");
}
