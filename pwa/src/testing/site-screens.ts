/** Helpers for the site page tests (imported only by tests). */
import { vi } from "vitest";
import { REFRESH_MIN_MS } from "../lib/api/background-refresh";

export { offline, resetDevice, stubFetch } from "./device";
export { seriousViolations } from "./axe";

let clock = Date.UTC(2026, 0, 1);

/**
 * Moves the clock past the background-refresh throttle, so each test's screen asks the server afresh
 * instead of trusting the refresh an earlier test made.
 */
export function freshRefreshWindow() {
  vi.useFakeTimers({ toFake: ["Date"] });
  clock += 2 * REFRESH_MIN_MS;
  vi.setSystemTime(clock);
}


/** A fetch answer the test releases when it wants, to see the screen before the server replies. */
export function deferredJson(body: unknown) {
  let release!: () => void;
  const ready = new Promise<void>((resolve) => (release = resolve));
  return { response: ready.then(() => Response.json(body)), release };
}
