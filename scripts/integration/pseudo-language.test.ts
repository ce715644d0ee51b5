/**
 * Adding a language is one folder of catalogs and one line in shared/rules/languages.ts. Here the line
 * is added (the mock below) and the folder generated from English into a temporary content/i18n/, every
 * text accented and wrapped ("Hello" → "⟦Hélló⟧"): the app's catalogs are built and loaded for it, an
 * e-mail and a server refusal are written in it, and no text that it has comes out in English.
 */
import { parse, type Token } from "@messageformat/parser";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ErrorMessages } from "../../pwa/src/lib/i18n/error-texts";
import type { Lang } from "#shared/rules/languages";

const PSEUDO = "xx" as Lang;
const { DIR } = vi.hoisted(() => ({ DIR: `${process.env.TMPDIR ?? "/tmp"}/pseudo-language-${process.pid}-${Date.now()}/content/i18n` }));

vi.mock("#shared/rules/languages", async (original) => {
  const real = await original<typeof import("#shared/rules/languages")>();
  // The one line a new language takes.
  return { ...real, ...real.languagesOf({ ...real.LANGUAGES, xx: { locale: "en-US", name: "Ƥşéúđó", englishName: "Pseudo" } }) };
});
vi.mock("#api/texts", async (original) => {
  const real = await original<typeof import("#api/texts")>();
  return { ...real, serverTexts: real.textsFrom(DIR) };
});

const { LANGS } = await import("#shared/rules/languages");
const { CATALOGS_DIR, catalogAreas, compileCatalog, messageCatalogs, OTHER_AREAS, readCatalog } = await import("../vite/message-catalogs");
const { serverTexts } = await import("#api/texts");
const { passwordResetMessage } = await import("#api/services/mail/templates/password-reset");
const { confirmEmailMessage } = await import("#api/services/mail/templates/confirm-email");
const { createTestApp, TEST_PASSWORD } = await import("#api/testing/test-app");
const { saidBy } = await import("../../pwa/src/lib/api/api-client");
const { saidIn } = await import("../../pwa/src/lib/i18n/error-texts");

/** Accents the words of a message, leaving its arguments, cases, `#` and tags as they are. */
function pseudo(message: string): string {
  const accent = (text: string) =>
    text.replace(/<[^>]*>|[aeiouAEIOUcnCN]/g, (c) => (c.length > 1 ? c : ("áéíóúÁÉÍÓÚçñÇÑ"["aeiouAEIOUcnCN".indexOf(c)] ?? c)));
  let out = "";
  let depth = 0;
  for (const part of message.split(/([{}])/)) {
    if (part === "{") depth++;
    if (part === "}") depth--;
    // Text sits at even depths (the message, a case's words); odd depths hold an argument's syntax.
    out += part === "{" || part === "}" || depth % 2 === 1 ? part : accent(part);
  }
  return `⟦${out}⟧`;
}

/** Arguments for every one a message names: a plural gets a number, a select its `other` case. */
function argumentsOf(message: string): Record<string, string | number> {
  const args: Record<string, string | number> = {};
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument") args[token.arg] ??= "x";
      else if (token.type === "plural" || token.type === "selectordinal") {
        args[token.arg] = 2;
        token.cases.forEach((c) => walk(c.tokens));
      } else if (token.type === "select") {
        args[token.arg] = "other";
        token.cases.forEach((c) => walk(c.tokens));
      }
    }
  };
  walk(parse(message));
  return args;
}

const isPseudo = (text: string) => text.startsWith("⟦") && text.endsWith("⟧");

beforeAll(() => {
  for (const lang of readdirSync(CATALOGS_DIR)) {
    mkdirSync(join(DIR, lang), { recursive: true });
    for (const area of catalogAreas(lang)) writeFileSync(join(DIR, lang, `${area}.json`), JSON.stringify(readCatalog(lang, area)));
  }
  // The one folder a new language takes.
  mkdirSync(join(DIR, PSEUDO), { recursive: true });
  for (const area of catalogAreas("en")) {
    const english = readCatalog("en", area);
    writeFileSync(join(DIR, PSEUDO, `${area}.json`), JSON.stringify(Object.fromEntries(Object.entries(english).map(([key, text]) => [key, pseudo(text)]))));
  }
});

afterAll(() => rmSync(DIR.slice(0, -"/content/i18n".length), { recursive: true, force: true }));

/** An app area of the pseudo-language as the build compiles it, loaded as the app loads it. */
async function appArea(area: string): Promise<Record<string, (args?: Record<string, string | number>) => string>> {
  const file = join(DIR, PSEUDO, `${area}.compiled.mjs`);
  writeFileSync(file, compileCatalog(PSEUDO, readCatalog(PSEUDO, area, DIR), area));
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: Record<string, () => string> }).default;
}

describe("a language added with one line and one folder", () => {
  it("is a language of the app, whose catalogs load on demand like Spanish's", async () => {
    expect(LANGS).toEqual(["en", "es", PSEUDO]);
    const plugin = messageCatalogs({ dir: DIR, langs: LANGS });
    const load = plugin.load as (id: string) => string | null;
    expect(load("\0virtual:text-loaders")).toContain(`${PSEUDO}: () => import("virtual:texts/${PSEUDO}")`);
    const appAreas = catalogAreas("en").filter((area) => !(area in OTHER_AREAS));
    expect(load(`\0virtual:texts/${PSEUDO}`)).toContain(JSON.stringify(join(DIR, PSEUDO, "shell.json")));
    expect(load(`\0virtual:texts/${PSEUDO}`)).not.toContain("mail.json");
    for (const area of appAreas) {
      const compiled = await appArea(area);
      const written = readCatalog(PSEUDO, area, DIR);
      for (const [key, text] of Object.entries(written)) expect(compiled[key]!(argumentsOf(text)), `${area}.${key}`).toSatisfy(isPseudo);
    }
  });

  it("writes the e-mails in it, every text of theirs, and their subject as the app titles the page", () => {
    const link = "https://parkhunts.example/xx/reset-password?token=abc";
    const reset = passwordResetMessage({ siteName: "Park Hunts", name: "Ada", link, lang: PSEUDO });
    expect(reset.subject).toBe(pseudo("Reset your password"));
    expect(reset.html).toContain(`<html lang="${PSEUDO}">`);
    const paragraphs = reset.text.trim().split("\n\n").slice(1).filter((line) => line !== link);
    expect(paragraphs.length).toBeGreaterThan(2);
    for (const line of paragraphs) expect(line).toSatisfy(isPseudo);
    expect(confirmEmailMessage({ siteName: "Park Hunts", name: "Ada", link, lang: PSEUDO }).subject).toBe(pseudo("Confirm your e-mail"));
    for (const area of ["mail", "errors"]) {
      const texts = serverTexts(area, PSEUDO) as Record<string, (args?: Record<string, string | number>) => string>;
      for (const [key, text] of Object.entries(readCatalog(PSEUDO, area, DIR))) expect(texts[key]!(argumentsOf(text)), `${area}.${key}`).toSatisfy(isPseudo);
    }
  });

  it("says a server's refusal in it, by the refusal's key, and keeps its English detail for the API", async () => {
    const t = await createTestApp();
    const family = await t.createUser("user", "ada@example.com");
    const refused = await t.call("POST", "/api/users/login", { body: { email: family.email, password: `${TEST_PASSWORD}-not` } });
    expect(refused.body).toEqual({ detail: "Invalid email or password", key: "invalidCredentials" });
    const errors = await appArea("errors");
    expect(saidIn(saidBy(refused.body as { detail: string; key: string }), errors as ErrorMessages)).toBe(pseudo("Invalid email or password"));
    expect(serverTexts("errors", PSEUDO).invalidCredentials!()).toBe(pseudo("Invalid email or password"));
    const accepted = await t.call("POST", "/api/users/forgot-password", { body: { email: family.email, lang: PSEUDO } });
    expect(accepted.status).toBe(200);
  });
});
