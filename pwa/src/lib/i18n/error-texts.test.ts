import { beforeAll, describe, expect, it } from "vitest";
import { NO_ANSWER, saidBy } from "../api/api-client";
import { errorTexts, orOwn, problemOf, refusal, saidIn } from "./error-texts";
import { loadLanguage, textsNow } from "./texts";

beforeAll(() => loadLanguage("es"));

describe("a refusal in the page's language", () => {
  it("says a server's refusal by its key, with its arguments, and keeps the words of one without a message", () => {
    const [english, spanish] = [textsNow(errorTexts, "en"), textsNow(errorTexts, "es")];
    const refused = saidBy({ detail: "Invalid email or password", key: "invalidCredentials" });
    expect(saidIn(refused, spanish)).toBe("Correo electrónico o contraseña incorrectos");
    expect(saidIn(refused, english)).toBe("Invalid email or password");
    const points = saidBy({ detail: "Not enough points: this needs 500 and you have 20", key: "notEnoughPoints", params: { points: 500, balance: 20 } });
    expect(saidIn(points, spanish)).toBe("No tienes suficientes puntos: se necesitan 500 y tienes 20");
    expect(saidIn(saidBy({ detail: "hunt_id does not match the URL" }), spanish)).toBe("hunt_id does not match the URL");
    expect(saidIn(saidBy({ detail: "Odd", key: "noSuchMessage" }), spanish)).toBe("Odd");
  });

  it("says a call answered with no words as the catalog's requestFailed, or as what the app was doing", () => {
    expect(NO_ANSWER.error).toBe(errorTexts.en.requestFailed());
    expect(saidBy(null)).toEqual(NO_ANSWER);
    expect(orOwn(NO_ANSWER, "loginFailed")).toEqual(refusal("loginFailed"));
    expect(orOwn(saidBy({ detail: "Invalid email or password", key: "invalidCredentials" }), "loginFailed").key).toBe("invalidCredentials");
  });

  it("takes a schema's problem by its message's key", () => {
    expect(problemOf("nameRequired")).toEqual({ error: "Name is required", key: "nameRequired" });
    expect(problemOf("Too big: expected string to have <=120 characters")).toEqual({ error: "Too big: expected string to have <=120 characters" });
  });
});
