import { describe, expect, it } from "vitest";
import { loadLanguage, textsIn } from "../lib/i18n/texts";
import { componentTexts } from "./component-texts";
import { NOTHING_WAITING } from "../sync/sign-out-rows";
import { signOutQuestion } from "./sign-out-question";

const en = componentTexts.en;
const waiting = (counts: Partial<typeof NOTHING_WAITING>) => ({ ...NOTHING_WAITING, ...counts });

describe("signOutQuestion", () => {
  it("says how many photos are still waiting to upload, one or several", () => {
    expect(signOutQuestion(waiting({ photos: 3 }), en)).toBe("3 photos are still waiting to upload. Sign out anyway?");
    expect(signOutQuestion(waiting({ photos: 1 }), en)).toBe("1 photo is still waiting to upload. Sign out anyway?");
  });

  it("says the same plainly of hunt results, purchases and photo deletions, and lists several kinds together", () => {
    expect(signOutQuestion(waiting({ results: 2 }), en)).toBe("2 hunt results are still waiting to send. Sign out anyway?");
    expect(signOutQuestion(waiting({ deletions: 1 }), en)).toBe("1 photo deletion is still waiting to send. Sign out anyway?");
    expect(signOutQuestion(waiting({ photos: 1, results: 1 }), en)).toBe("1 photo and 1 hunt result are still waiting to send. Sign out anyway?");
    expect(signOutQuestion(waiting({ photos: 3, results: 2, purchases: 1 }), en)).toBe(
      "3 photos, 2 hunt results and 1 hunt purchase are still waiting to send. Sign out anyway?",
    );
  });

  it("asks in Spanish on a Spanish page", async () => {
    await loadLanguage("es");
    const es = textsIn(componentTexts, "es")!;
    expect(signOutQuestion(waiting({ photos: 1 }), es)).toBe("Aún queda 1 foto por subir. ¿Cerrar sesión de todos modos?");
    expect(signOutQuestion(waiting({ photos: 3, results: 2 }), es)).toBe("Aún quedan 3 fotos y 2 resultados de búsquedas por enviar. ¿Cerrar sesión de todos modos?");
  });
});
