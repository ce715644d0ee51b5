// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Hunt } from "#shared/schemas/hunt";
import type { HuntVersion } from "#shared/schemas/hunt-translation";
import { db } from "../../lib/database/db";
import { LangProvider } from "../../lib/i18n/lang-provider";
import { loadLanguage } from "../../lib/i18n/texts";
import { huntProgressStore, type ExplorerRun } from "./stores/hunt-progress";
import HuntPage from "./hunt-page";
import { resetDevice, sampleHunt, stubCaches, stubFetch } from "../../testing/hunts/screens";

const SPANISH: HuntVersion = {
  title: "La búsqueda del cañón de Zion",
  description: "Encuentren las maravillas de Zion.",
  location: "Parque Nacional Zion, Utah",
  estimated_time: "2 horas",
  age_range: "De 6 a 12 años",
  items: {
    "11": { name: "Weeping Rock (la Roca que Llora)", location_description: "En el sendero de Weeping Rock", educational_fact: "La roca gotea agua que cayó como lluvia hace mil años.", photo_prompt: "", say_as: "" },
    "12": { name: "La meseta de ajedrez", location_description: "Entrada este", educational_fact: "Sus grietas vienen de congelarse y derretirse.", photo_prompt: "", say_as: "" },
  },
  quiz_questions: {
    "21": { question: "¿Qué hace gotear a Weeping Rock?", options: ["Lluvia antigua", "Un tubo"], correct_answer: "Lluvia antigua" },
    "22": { question: "¿Dónde está la meseta de ajedrez?", options: ["Entrada este", "Polo norte"], correct_answer: "Entrada este" },
  },
};

const translated = (complete: boolean): Hunt => sampleHunt({ languages: complete ? ["en", "es"] : ["en"], translations: complete ? { es: SPANISH } : {} });

function renderAt(path: string, hunt: Hunt) {
  stubFetch((url) => {
    if (url.pathname === `/api/hunts/${hunt.id}`) return Response.json(hunt);
    if (url.pathname === "/api/sync") return Response.json({ results: [] });
    return undefined;
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <LangProvider>
              <Routes>
                <Route path="/hunt/:huntId" element={<HuntPage />} />
                <Route path="/es/hunt/:huntId" element={<HuntPage />} />
              </Routes>
            </LangProvider>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** Hands the quiz in once its button is enabled, as a family sees it after their last answer redraws. */
async function handIn(scope: Pick<typeof screen, "getByRole"> = screen) {
  const button = () => scope.getByRole("button", { name: "Enviar respuestas" }) as HTMLButtonElement;
  await waitFor(() => expect(button().disabled).toBe(false));
  fireEvent.click(button());
}

beforeAll(() => loadLanguage("es"));
beforeEach(async () => {
  await resetDevice();
  stubCaches();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a hunt on a Spanish page", () => {
  it("is played in Spanish when its Spanish version is complete, and its completion says so, with the Spanish answers", async () => {
    renderAt("/es/hunt/1", translated(true));
    expect(await screen.findByRole("heading", { level: 1, name: "La búsqueda del cañón de Zion" })).toBeTruthy();
    expect(screen.queryByText("Esta búsqueda solo está en inglés.")).toBeNull();
    expect(screen.getByRole("link", { name: "← Todas las búsquedas" }).getAttribute("href")).toBe("/es/scavengerhunts");
    for (const button of await screen.findAllByRole("button", { name: /^¡Lo encontré!/ })) fireEvent.click(button);
    const quiz = await screen.findByRole("heading", { name: "¡Hora del cuestionario!" });
    const form = within(quiz.closest("section")!);
    fireEvent.click(form.getByRole("radio", { name: "Lluvia antigua" }));
    fireEvent.click(form.getByRole("radio", { name: "Entrada este" }));
    await handIn(form);
    expect(await screen.findByText("¡Felicidades! ¡Ganaron una insignia!")).toBeTruthy();
    const [completion] = (await db.outbox.toArray()).filter((row) => row.kind === "hunt.complete");
    expect(completion?.payload).toMatchObject({ hunt_id: 1, lang: "es", score: 30, answers: { "21": "Lluvia antigua", "22": "Entrada este" } });
  });

  it("keeps answers given in English when the family switches to Spanish mid-quiz", async () => {
    huntProgressStore(1).setState({ found: [11, 12], showQuiz: true, quizAnswers: { "21": "Old rain" } });
    renderAt("/es/hunt/1", translated(true));
    expect(((await screen.findByRole("radio", { name: "Lluvia antigua" })) as HTMLInputElement).checked).toBe(true);
  });

  it("scores explorers' answers given in English before a switch to Spanish as their Spanish options", async () => {
    const runs: ExplorerRun[] = [
      { name: "Maya", answers: { "21": "Old rain", "22": "East entrance" }, submitted: true },
      { name: "Leo", answers: {}, submitted: false },
    ];
    huntProgressStore(1).setState({ found: [11, 12], showQuiz: true, quizAnswers: { "21": "A pipe" }, explorers: { runs, turn: 1, spotted: {} } });
    renderAt("/es/hunt/1", translated(true));
    expect(((await screen.findByRole("radio", { name: "Un tubo" })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Entrada este" }));
    await handIn();
    await waitFor(async () => expect((await db.outbox.toArray()).filter((row) => row.kind === "hunt.complete")).toHaveLength(1));
    const [completion] = (await db.outbox.toArray()).filter((row) => row.kind === "hunt.complete");
    expect(completion?.payload).toMatchObject({
      lang: "es",
      score: 30,
      explorers: [
        { name: "Maya", score: 30, answers: { "21": "Lluvia antigua", "22": "Entrada este" } },
        { name: "Leo", score: 25, answers: { "21": "Un tubo", "22": "Entrada este" } },
      ],
    });
  });

  it("is played in English, saying so and marked as English, when it has no complete Spanish version", async () => {
    renderAt("/es/hunt/1", translated(false));
    const title = await screen.findByRole("heading", { level: 1, name: "Zion Canyon Quest" });
    expect(title.getAttribute("lang")).toBe("en");
    expect(screen.getByText("Esta búsqueda solo está en inglés.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Cosas por encontrar" })).toBeTruthy();
    expect(screen.getByText("Along the Weeping Rock trail").getAttribute("lang") ?? screen.getByText("Along the Weeping Rock trail").closest("[lang]")?.getAttribute("lang")).toBe("en");
  });

  it("is played in English on an English page, whatever versions it has", async () => {
    renderAt("/hunt/1", translated(true));
    expect(await screen.findByRole("heading", { level: 1, name: "Zion Canyon Quest" })).toBeTruthy();
    expect(screen.queryByText("This hunt is only in English.")).toBeNull();
  });
});
