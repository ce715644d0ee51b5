import { describe, expect, it } from "vitest";
import { loadLanguage } from "../../lib/i18n/texts";
import { relativeTime } from "./relative-time";

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const reference = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

describe("relativeTime", () => {
  it.each([
    [0, "just now"],
    [44 * SECOND, "just now"],
    [45 * SECOND, "1 minute ago"],
    [89 * SECOND, "1 minute ago"],
    [5 * MINUTE, "5 minutes ago"],
    [59 * MINUTE, "59 minutes ago"],
    [HOUR, "1 hour ago"],
    [23 * HOUR, "23 hours ago"],
    [DAY, "yesterday"],
    [36 * HOUR, "2 days ago"],
    [30 * DAY, "30 days ago"],
  ])("%i ms ago reads %s", (elapsed, text) => {
    expect(relativeTime(NOW - elapsed, NOW)).toBe(text);
  });

  it("says the same as English Intl.RelativeTimeFormat past the first minute", () => {
    for (const [elapsed, value, unit] of [[3 * MINUTE, -3, "minute"], [HOUR, -1, "hour"], [7 * HOUR, -7, "hour"], [DAY, -1, "day"], [4 * DAY, -4, "day"]] as const) {
      expect(relativeTime(NOW - elapsed, NOW)).toBe(reference.format(value, unit));
    }
  });

  it("treats a clock that ran backwards as just now", () => {
    expect(relativeTime(NOW + 5 * MINUTE, NOW)).toBe("just now");
  });
});

describe("relativeTime in Spanish", () => {
  it.each([
    [0, "ahora mismo"],
    [5 * MINUTE, "hace 5 minutos"],
    [HOUR, "hace 1 hora"],
    [DAY, "ayer"],
    [3 * DAY, "hace 3 días"],
  ])("%i ms ago reads %s", async (elapsed, text) => {
    await loadLanguage("es");
    expect(relativeTime(NOW - elapsed, NOW, "es")).toBe(text);
  });
});
