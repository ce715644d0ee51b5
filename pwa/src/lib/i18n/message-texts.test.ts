import { describe, expect, it } from "vitest";
import { ENGLISH_TEXTS, inLang, messageTexts } from "./message-texts";
import { loadLanguage, textsNow } from "./texts";

describe("the spec's texts in the catalogs", () => {
  it("say in English exactly what the spec's catalogue says", () => {
    for (const [key, message] of Object.entries(messageTexts.en)) expect([key, message()]).toEqual([key, ENGLISH_TEXTS[key]]);
  });

  it("turn a server's refusal quoting one into the page's language, and leave any other text alone", async () => {
    await loadLanguage("es");
    const [english, spanish] = [textsNow(messageTexts, "en"), textsNow(messageTexts, "es")];
    expect(inLang("Invalid email or password", spanish)).toBe("Correo electrónico o contraseña incorrectos");
    expect(inLang("Invalid email or password", english)).toBe("Invalid email or password");
    expect(inLang("The price of this hunt is $2.99", spanish)).toBe("The price of this hunt is $2.99");
  });
});
