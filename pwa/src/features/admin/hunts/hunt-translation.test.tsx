// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Hunt } from "#shared/schemas/hunt";
import type { HuntVersion } from "#shared/schemas/hunt-translation";
import HuntEditPage from "./hunt-edit-page";
import HuntNewPage from "./hunt-new-page";
import { sampleHunt } from "../../../testing/admin/hunts";
import { callsTo, route, seriousViolations, shownToast, stubFetch, withSignedInAdmin } from "../../../testing/admin/screens";
import { renderEditorAt } from "../../../testing/admin/editor-routes";

const renderAt = (path: string) => renderEditorAt(path, { list: "/admin/hunts", listHeading: "Hunt list", New: HuntNewPage, Edit: HuntEditPage });
const change = (label: string, value: string, within_: HTMLElement = document.body) => fireEvent.change(within(within_).getByLabelText(label), { target: { value } });
const group = (name: RegExp) => screen.getByRole("group", { name });
const missing = () => within(screen.getByRole("region", { name: /Still missing/ })).getAllByRole("listitem").map((li) => li.textContent);

/** A draft an admin saved before: the hunt's texts and the first item only. */
const DRAFT: HuntVersion = {
  title: "Bichos del cañón",
  description: "Encuentren los animales del cañón.",
  location: "Parque Nacional Zion",
  estimated_time: "2 horas",
  age_range: "Todas las edades",
  items: { "11": { name: "Venado bura", location_description: "Praderas", educational_fact: "Orejas grandes", photo_prompt: "", say_as: "" } },
  quiz_questions: {},
};
const hunt: Hunt = sampleHunt({ languages: ["en"], translations: { es: DRAFT } });

withSignedInAdmin();

describe("The hunt editor's Español tab", () => {
  it("shows each English text beside its Spanish box, filled from the saved draft, and says what is missing", async () => {
    stubFetch(route("GET", "/hunts/1", hunt));
    const { container } = renderAt("/admin/hunts/edit/1");
    fireEvent.click(await screen.findByRole("tab", { name: /Español/ }));

    expect(screen.getByRole("tab", { name: /Español/ }).getAttribute("aria-selected")).toBe("true");
    expect(document.getElementById(screen.getByRole("tab", { name: "English" }).getAttribute("aria-controls")!)!.hidden).toBe(true);
    const title = screen.getByLabelText("Title, Español") as HTMLInputElement;
    expect(title.value).toBe("Bichos del cañón");
    expect(title.lang).toBe("es");
    expect(document.getElementById(title.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent).toBe("Canyon Critters");
    expect(missing()).toEqual(["Item 2 (Condor): item name", "Item 2 (Condor): where to look", "Item 2 (Condor): fun fact", "Question 1: question", "Question 1: options"]);
    expect(await seriousViolations(container)).toEqual([]);

    // The arrow keys move between the tabs, and what was typed stays when coming back.
    fireEvent.change(title, { target: { value: "Bichitos del cañón" } });
    fireEvent.keyDown(screen.getByRole("tablist"), { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: "English" }).getAttribute("aria-selected")).toBe("true");
    expect((screen.getByLabelText("Title *") as HTMLInputElement).value).toBe("Canyon Critters");
    fireEvent.keyDown(screen.getByRole("tablist"), { key: "ArrowRight" });
    expect((screen.getByLabelText("Title, Español") as HTMLInputElement).value).toBe("Bichitos del cañón");
  });

  it("sends the whole version, its correct answer in the English one's place unless another is chosen, and reports it complete", async () => {
    const fetchMock = stubFetch(route("GET", "/hunts/1", hunt), route("PUT", "/hunts/1/translations/es", { lang: "es", complete: true, missing: [] }));
    renderAt("/admin/hunts/edit/1?lang=es");
    const condor = await screen.findByRole("group", { name: /Item 2/ });
    change("Item name, Español", "Cóndor", condor);
    change("Where to look, Español", "Acantilados", condor);
    change("Fun fact, Español", "Alas enormes", condor);
    const question = group(/Question 1/);
    change("Question, Español", "¿Qué ave vuela más alto?", question);
    change("Option 1, Español", "Cóndor", question);
    expect(missing()).toEqual(["Question 1: options"]);
    change("Option 2, Español", "Petirrojo", question);
    expect((within(question).getByLabelText("Correct answer, Español") as HTMLSelectElement).value).toBe("Cóndor");
    expect(screen.getByRole("status").textContent).toContain("Complete");

    fireEvent.click(screen.getByRole("button", { name: "Save Spanish version" }));
    await screen.findByText("Save Spanish version");
    expect(shownToast()).toMatchObject({ title: "Spanish version saved", description: "Families on the Spanish pages now play it in Spanish." });
    const sent = callsTo(fetchMock, "PUT", "/hunts/1/translations/es")[0]!.body!;
    expect(sent).toMatchObject({ title: "Bichos del cañón", age_range: "Todas las edades" });
    expect(sent.items).toEqual([
      { id: 11, ...DRAFT.items["11"] },
      { id: 12, name: "Cóndor", location_description: "Acantilados", educational_fact: "Alas enormes", photo_prompt: "", say_as: "" },
    ]);
    expect(sent.quiz_questions).toEqual([{ id: 21, question: "¿Qué ave vuela más alto?", options: ["Cóndor", "Petirrojo"], correct_answer: "Cóndor" }]);

    change("Correct answer, Español", "Petirrojo", question);
    fireEvent.click(screen.getByRole("button", { name: "Save Spanish version" }));
    await screen.findByText("Save Spanish version");
    expect(callsTo(fetchMock, "PUT", "/hunts/1/translations/es")[1]!.body!.quiz_questions).toEqual([
      { id: 21, question: "¿Qué ave vuela más alto?", options: ["Cóndor", "Petirrojo"], correct_answer: "Petirrojo" },
    ]);
  });

  it("saves an incomplete version as a draft, and shows the server's refusal", async () => {
    const fetchMock = stubFetch(
      route("GET", "/hunts/1", hunt),
      route("PUT", "/hunts/1/translations/es", (body: unknown) =>
        (body as { title: string }).title === ""
          ? Response.json({ detail: "item 99 is not in this hunt" }, { status: 422 })
          : { lang: "es", complete: false, missing: [{ part: "item", index: 1, id: 12, field: "name" }] },
      ),
    );
    renderAt("/admin/hunts/edit/1?lang=es");
    fireEvent.click(await screen.findByRole("button", { name: "Save Spanish version" }));
    await screen.findByText("Save Spanish version");
    expect(shownToast()).toMatchObject({ title: "Spanish version saved", description: "Not offered in Spanish yet: 1 still missing." });
    expect(callsTo(fetchMock, "PUT", "/hunts/1/translations/es")[0]!.body!.quiz_questions).toEqual([{ id: 21, question: "", options: [] }]);

    change("Title, Español", "");
    fireEvent.click(screen.getByRole("button", { name: "Save Spanish version" }));
    expect((await screen.findByRole("alert")).textContent).toBe("item 99 is not in this hunt");
  });
});
