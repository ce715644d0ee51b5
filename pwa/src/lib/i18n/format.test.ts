import { beforeAll, describe, expect, it } from "vitest";
import { componentTexts } from "../../components/component-texts";
import { decimal, formatDate, wholeNumber } from "./format";
import { loadLanguage, textsIn } from "./texts";

beforeAll(() => loadLanguage("es"));

const NOV_26 = Date.UTC(2026, 10, 26, 12);
const LONG = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" } as const;

describe("numbers, dates and plurals in the page's language", () => {
  it("writes decimals by hand in English and with Intl in US Spanish", () => {
    expect(decimal(1.25, 1, "en")).toBe("1.3");
    expect(decimal(10, 1, "en")).toBe("10.0");
    expect(decimal(1.25, 1, "es")).toBe("1.3");
    expect(decimal(1234.5, 2, "es")).toBe("1,234.50");
  });

  it("groups the thousands of a count, by hand in English and with Intl in US Spanish", () => {
    expect(wholeNumber(50, "en")).toBe("50");
    expect(wholeNumber(2000, "en")).toBe("2,000");
    expect(wholeNumber(1234567, "en")).toBe("1,234,567");
    expect(wholeNumber(2000, "es")).toBe(new Intl.NumberFormat("es-US").format(2000));
  });

  it("writes dates in each language's own words", () => {
    expect(formatDate(NOV_26, "en", LONG)).toBe("November 26, 2026");
    expect(formatDate(NOV_26, "es", LONG)).toBe("26 de noviembre de 2026");
  });

  it("chooses each language's plural form, with its numbers grouped", () => {
    const en = componentTexts.en;
    const es = textsIn(componentTexts, "es")!;
    expect(en.waitingPhotos({ count: 1 })).toBe("1 photo");
    expect(en.waitingPhotos({ count: 1250 })).toBe("1,250 photos");
    expect(es.waitingPhotos({ count: 1 })).toBe("1 foto");
    expect(es.waitingPhotos({ count: 1250 })).toBe("1,250 fotos");
  });
});
