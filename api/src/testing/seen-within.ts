/**
 * Polls `probe` until `done` says yes, for at most `boundMs`, and answers how long that took; throws,
 * with the last value seen, when the bound passes first. For guarantees that are bounds in time (a change
 * made through one server process served by another within a second).
 */
export async function seenWithin<T>(boundMs: number, probe: () => Promise<T> | T, done: (value: T) => boolean, everyMs = 10): Promise<number> {
  const start = performance.now();
  for (;;) {
    const value = await probe();
    const elapsedMs = performance.now() - start;
    if (done(value)) return elapsedMs;
    if (elapsedMs >= boundMs) throw new Error(`Not seen within ${boundMs} ms; last seen: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
