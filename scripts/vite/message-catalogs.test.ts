/**
 * Every language says the same things: each language of shared/rules/languages.ts has a folder of
 * catalogs in content/i18n/, each catalog the same messages as English's, each message the same
 * arguments in the same roles (plain text, plural, select with the same cases) and the same tags, and
 * every catalog compiles; the app's areas also into the modules the build makes.
 */
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { compileMessages } from "../../shared/rules/icu-messages.ts";
import { catalogAreas, catalogFolders, catalogLanguages, compileCatalog, OTHER_AREAS, readCatalog as read } from "./message-catalogs.ts";

/** A message's arguments and the roles they play ("count:plural", "name:text", "method:select:gps,other"), and its tags. */
function signature(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument") found.add(`${token.arg}:text`);
      else if (token.type === "content") for (const [, tag] of token.value.matchAll(/<\/?([a-z]+)\/?>/g)) found.add(`<${tag}>`);
      else if (token.type === "select") {
        found.add(`${token.arg}:select:${token.cases.map((c) => c.key).sort().join(",")}`);
        token.cases.forEach((c) => walk(c.tokens));
      } else if (token.type === "plural" || token.type === "selectordinal") {
        found.add(`${token.arg}:${token.type}`);
        token.cases.forEach((c) => walk(c.tokens));
      } else if (token.type === "function") found.add(`${token.arg}:${token.key}`);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const languages = catalogLanguages();
const areas = catalogAreas("en");

describe("the message catalogs", () => {
  it("are in English and Spanish at least, a folder for each language and none for another", () => {
    expect(languages.slice(0, 1)).toEqual(["en"]);
    expect(languages).toContain("es");
    expect(catalogFolders()).toEqual([...languages].sort());
  });

  describe.each(languages.filter((lang) => lang !== "en"))("%s", (lang) => {
    it("has every area English has, and no other", () => {
      expect(catalogAreas(lang)).toEqual(areas);
    });

    it.each(areas)("%s has English's messages with the same arguments and tags", (area) => {
      const english = read("en", area);
      const other = read(lang, area);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english)) expect([key, ...signature(other[key]!)]).toEqual([key, ...signature(english[key]!)]);
    });
  });

  it.each(languages.flatMap((lang) => catalogAreas(lang).map((area) => [lang, area] as const)))("%s/%s compiles", (lang, area) => {
    const messages = read(lang, area);
    expect(Object.values(messages).every((text) => typeof text === "string" && text.trim() !== "")).toBe(true);
    expect(() => compileMessages(lang, messages, `${lang}/${area}`)).not.toThrow();
    if (!(area in OTHER_AREAS)) expect(() => compileCatalog(lang, messages, `${lang}/${area}`)).not.toThrow();
  });

  it("refuses a message that is not ICU, or formats a number or date itself", () => {
    expect(() => compileMessages("en", { broken: "{count, plural, one {# item}" }, "en/x")).toThrow(/en\/x: broken/);
    expect(() => compileMessages("en", { money: "{price, number, currency}" }, "en/x")).toThrow(/format numbers, dates and money in code/);
    expect(() => compileMessages("es", { odd: "{n, plural, few {#} other {#}}" }, "es/x")).toThrow(/es\/x: odd/);
  });

  it("tells a missing argument apart from a renamed one", () => {
    expect(signature("{count, plural, one {# item} other {# items}}")).toEqual(["count:plural"]);
    expect(signature("Hola {name}")).not.toEqual(signature("Hola {nombre}"));
    expect(signature("{m, select, gps {GPS} other {x}}")).not.toEqual(signature("{m, select, other {x}}"));
    expect(signature("Read <link>more</link>")).toEqual(["<link>"]);
  });
});
