/**
 * When an event the device queued happened. A view, a reading or a completion made with no signal is sent
 * when the phone finds it again, maybe days later; it counts on the day the family was in the park, by
 * the device's own time, as long as that time is believable: never after it arrived, and at most
 * EVENT_TIME_MAX_AGE_DAYS old (a phone whose clock is years off, or a row kept past any outbox's life,
 * counts when it arrives).
 */
export const EVENT_TIME_MAX_AGE_DAYS = 30;

const MAX_AGE_MS = EVENT_TIME_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** The device's time for an event (milliseconds since 1970, or an ISO date), bounded by when it arrived. */
export function eventTime(deviceTime: string | number | undefined, arrivedAt: Date): Date {
  const ms = typeof deviceTime === "number" ? deviceTime : typeof deviceTime === "string" ? Date.parse(deviceTime) : Number.NaN;
  const arrived = arrivedAt.getTime();
  if (!Number.isFinite(ms) || ms > arrived || arrived - ms > MAX_AGE_MS) return arrivedAt;
  return new Date(ms);
}
