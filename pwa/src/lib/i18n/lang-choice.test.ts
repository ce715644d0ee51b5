import { afterEach, describe, expect, it, vi } from "vitest";
import { openingPath } from "./lang-memory";
import { englishNumber, number } from "./message-runtime";
import { preferredLang } from "./preferred-lang";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the language the app opens in", () => {
  it("opens the installed app's start in the language the family chose", () => {
    expect(openingPath("/", "es")).toBe("/es/");
    expect(openingPath("/", "en")).toBe("/");
    expect(openingPath("/", null)).toBe("/");
    expect(openingPath("/shop", "es")).toBe("/shop");
  });

  it("asks the device what was chosen only for the installed app's start", () => {
    const getItem = vi.fn(() => "es");
    vi.stubGlobal("localStorage", { getItem });
    expect(openingPath("/hunt/7")).toBe("/hunt/7");
    expect(getItem).not.toHaveBeenCalled();
    expect(openingPath("/")).toBe("/es/");
    expect(getItem).toHaveBeenCalledOnce();
  });

  it("takes the browser's first preferred language the app is written in", () => {
    expect(preferredLang(["es-MX", "en"])).toBe("es");
    expect(preferredLang(["fr-FR", "en-GB"])).toBe("en");
    expect(preferredLang(["fr"])).toBeNull();
  });
});

describe("numbers in messages", () => {
  it("are written as en-US writes them, without Intl, in English", () => {
    for (const n of [0, 7, 999, 1000, 1234.5, 1234567.891, -42, 0.125]) expect(englishNumber(n)).toBe(new Intl.NumberFormat("en-US").format(n));
  });

  it("are written as US Spanish writes them in Spanish", () => {
    expect(number("es", 12345.5)).toBe("12,345.5");
    expect(number("en", 5, 1)).toBe("4");
  });
});
