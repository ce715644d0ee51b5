import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguage, textsIn } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { wayWords } from "./way-words";

const ORIGIN = { lat: 0, lng: 0 };

beforeAll(() => loadLanguage("es"));

describe("the way to a find, in words", () => {
  it("reads in feet and miles with an English compass word", () => {
    const words = wayWords(huntsTexts.en, "en");
    expect(words.wayTo(ORIGIN, { lat: 0.0007, lng: 0.0007 })).toBe("360 ft north-east");
    expect(words.wayTo(ORIGIN, { lat: -0.0174, lng: 0 })).toBe("1.2 mi south");
    expect(words.distance(16_093.44)).toBe("10.0 mi");
    expect(words.accuracy(7.62)).toBe("GPS ±25 ft");
  });

  it("reads in pies and millas with a Spanish compass word", () => {
    const words = wayWords(textsIn(huntsTexts, "es")!, "es");
    expect(words.wayTo(ORIGIN, { lat: 0.00096, lng: 0.00096 })).toBe("500 pies al noreste");
    expect(words.wayTo(ORIGIN, { lat: -0.0174, lng: 0 })).toBe("1.2 mi al sur");
    expect(words.wayTo(ORIGIN, { lat: 0, lng: -0.0005 })).toBe("180 pies al oeste");
    expect(words.distance(16_093.44)).toBe("10.0 mi");
    expect(words.accuracy(7.62)).toBe("GPS ±25 pies");
  });
});
