import { describe, expect, it } from "vitest";
import { EVENT_TIME_MAX_AGE_DAYS, eventTime } from "./event-time";

const DAY_MS = 24 * 60 * 60 * 1000;
const arrived = new Date("2026-11-28T18:00:00.000Z");

describe("an event's time", () => {
  it("is the device's own, in milliseconds or as an ISO date, when it is before the arrival", () => {
    expect(eventTime(arrived.getTime() - 3 * DAY_MS, arrived)).toEqual(new Date("2026-11-25T18:00:00.000Z"));
    expect(eventTime("2026-11-27T09:30:00.000Z", arrived)).toEqual(new Date("2026-11-27T09:30:00.000Z"));
  });

  it("is the arrival for a time in the future, older than the bound, or not a time at all", () => {
    expect(eventTime(arrived.getTime() + 1, arrived)).toBe(arrived);
    expect(eventTime(arrived.getTime() - EVENT_TIME_MAX_AGE_DAYS * DAY_MS - 1, arrived)).toBe(arrived);
    expect(eventTime("yesterday", arrived)).toBe(arrived);
    expect(eventTime(undefined, arrived)).toBe(arrived);
  });

  it("keeps a time exactly at the bound", () => {
    const oldest = arrived.getTime() - EVENT_TIME_MAX_AGE_DAYS * DAY_MS;
    expect(eventTime(oldest, arrived).getTime()).toBe(oldest);
  });
});
