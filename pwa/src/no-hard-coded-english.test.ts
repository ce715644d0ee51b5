/**
 * Every text a family reads comes from the catalogs: no screen outside the admin area (which stays in
 * English) draws English of its own, as JSX text, as a string in braces, or in a prop a person reads or
 * hears (aria-label, title, placeholder, alt, label). And every screen links through the language-aware
 * links (pwa/src/lib/i18n/links.tsx), so a Spanish page never links to an English one by accident.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { hardCodedTexts } from "./testing/hard-coded-texts";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL(".", import.meta.url));
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "admin" ? [] : sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

const FILES = [...sources(join(SRC, "features")), ...sources(join(SRC, "components"))];

describe("the screens' texts", () => {
  it("finds a hard-coded text where there is one", () => {
    expect(hardCodedTexts(`const a = <p title="Hello there">Welcome {"back"} {name}</p>;`)).toEqual(["title: Hello there", "text: Welcome", "text: back"]);
    expect(hardCodedTexts(`const a = <p aria-label={t.label()}>{t.welcome({ name })} 🧭 ×</p>;`)).toEqual([]);
  });

  it.each(FILES.map((file) => [relative(SRC, file)]))("%s draws no English of its own", (file) => {
    expect(hardCodedTexts(readFileSync(join(SRC, file), "utf8"))).toEqual([]);
  });

  it.each(FILES.map((file) => [relative(SRC, file)]))("%s links through the language-aware links", (file) => {
    const source = readFileSync(join(SRC, file), "utf8");
    const router = /import \{([^}]*)\} from "react-router-dom"/.exec(source)?.[1] ?? "";
    const own = router.split(",").map((name) => name.trim()).filter((name) => ["Link", "NavLink", "Navigate", "useNavigate"].includes(name));
    // The language switch goes to the other language's twin, whose address is already in that language.
    expect(file.endsWith("lang-switch.tsx") ? [] : own).toEqual([]);
  });
});
