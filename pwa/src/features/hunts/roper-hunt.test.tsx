// @vitest-environment jsdom
/**
 * The Roper hunt's texts in the app: English's ride with the screens, another language's come with that
 * language's catalogs, loaded by its pages, or by an answer given in it before the app was last opened.
 * Spanish is not loaded until the second test.
 */
import "fake-indexeddb/auto";
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LangProvider } from "../../lib/i18n/lang-provider";
import { loadLanguage } from "../../lib/i18n/texts";
import { offline, resetDevice } from "../../testing/hunts/screens";
import { roperHuntIn } from "./roper-hunt";
import RoperHuntPage from "./roper-hunt-page";
import { roperProgressStore } from "./stores/hunt-progress";

const ALL_CLUES = Array.from({ length: 16 }, (_, i) => i + 1);

const page = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LangProvider>
        <Suspense fallback={null}>
          <RoperHuntPage />
        </Suspense>
      </LangProvider>
    </MemoryRouter>,
  );

beforeEach(async () => {
  await resetDevice();
  offline();
});
afterEach(cleanup);

describe("the Roper hunt in the app", () => {
  it("is in English at once, and in Spanish only once Spanish is loaded", () => {
    expect(roperHuntIn("en")!.title).toBe("Roper Science Center Explorer Hunt");
    expect(roperHuntIn("es")).toBeNull();
  });

  it("shows an answer given in Spanish before the app was opened in English's words, loading the Spanish texts", async () => {
    roperProgressStore().setState({ found: ALL_CLUES, showQuiz: true, quizAnswers: { "1": "Que la Tierra gira", "3": "Verdadero" } });
    page("/roperhunt");
    const earth = await screen.findByRole("radio", { name: "The Earth spins" });
    await expect.poll(() => (earth as HTMLInputElement).checked).toBe(true);
    expect((screen.getAllByRole("radio", { name: "True" })[0] as HTMLInputElement).checked).toBe(true);
    expect(roperHuntIn("es")!.title).toBe("Búsqueda de exploradores del Centro de Ciencias Roper");
  });

  it("is played on /es/ in Spanish: its texts, its true-or-false words and its answers", async () => {
    // As the app's start does before drawing a page in a language.
    await loadLanguage("es");
    roperProgressStore().setState({ found: ALL_CLUES, showQuiz: true });
    page("/es/roperhunt");
    expect(await screen.findByRole("heading", { name: "Búsqueda de exploradores del Centro de Ciencias Roper" })).toBeTruthy();
    expect(screen.getAllByRole("radio", { name: "Verdadero" }).length).toBeGreaterThan(0);
    expect(screen.getByRole("radio", { name: "Que la Tierra gira" })).toBeTruthy();
  });
});
