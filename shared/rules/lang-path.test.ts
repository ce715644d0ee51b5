import { describe, expect, it } from "vitest";
import { langOfPath, pathInLang, stripLang, twinPaths } from "./lang-path";

describe("a page's language from its address", () => {
  it.each([
    ["/", "en"],
    ["/shop", "en"],
    ["/es", "es"],
    ["/es/", "es"],
    ["/es/hunt/3", "es"],
    ["/escape", "en"],
    ["/fr/shop", "en"],
  ])("%s is in %s", (path, lang) => {
    expect(langOfPath(path)).toBe(lang);
  });

  it("finds the English twin's path", () => {
    expect(stripLang("/es/hunt/3")).toBe("/hunt/3");
    expect(stripLang("/es")).toBe("/");
    expect(stripLang("/es/")).toBe("/");
    expect(stripLang("/shop")).toBe("/shop");
  });

  it("writes the app's own addresses in a language, leaving the admin area, the API and other sites alone", () => {
    expect(pathInLang("/shop", "es")).toBe("/es/shop");
    expect(pathInLang("/", "es")).toBe("/es/");
    expect(pathInLang("/blog?tag=bears#top", "es")).toBe("/es/blog?tag=bears#top");
    expect(pathInLang("/es/blog?tag=bears", "en")).toBe("/blog?tag=bears");
    expect(pathInLang("/es/shop", "es")).toBe("/es/shop");
    expect(pathInLang("/admin/dashboard", "es")).toBe("/admin/dashboard");
    expect(pathInLang("/uploads/a.webp", "es")).toBe("/uploads/a.webp");
    expect(pathInLang("https://example.com/", "es")).toBe("https://example.com/");
    expect(pathInLang("//cdn.example.com/x", "es")).toBe("//cdn.example.com/x");
    expect(pathInLang("mailto:hi@example.com", "es")).toBe("mailto:hi@example.com");
  });

  it("names a page's twin in every language", () => {
    expect(twinPaths("/es/shop")).toEqual({ en: "/shop", es: "/es/shop" });
    expect(twinPaths("/")).toEqual({ en: "/", es: "/es/" });
  });
});
