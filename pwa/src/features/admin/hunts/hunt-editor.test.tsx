// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import HuntEditPage from "./hunt-edit-page";
import HuntNewPage from "./hunt-new-page";
import { sampleHunt } from "../../../testing/admin/hunts";
import { callsTo, route, seriousViolations, shownToast, stubFetch, withSignedInAdmin } from "../../../testing/admin/screens";
import { renderEditorAt } from "../../../testing/admin/editor-routes";

const renderAt = (path: string) => renderEditorAt(path, { list: "/admin/hunts", listHeading: "Hunt list", New: HuntNewPage, Edit: HuntEditPage });

const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const group = (name: string) => within(screen.getByRole("group", { name }));
/** What an item without a place (and without a photo prompt) sends. */
const NO_PLACE = { lat: null, lng: null, radius_m: 40, check_word: "", photo_prompt: "", say_as: "" };

withSignedInAdmin();

describe("New hunt", () => {
  it("sends the items and questions in the order the admin arranged them", async () => {
    const fetchMock = stubFetch(route("POST", "/hunts", sampleHunt(), 201));
    const { container } = renderAt("/admin/hunts/new");
    expect((screen.getByLabelText("Price *") as HTMLInputElement).value).toBe("0");
    expect((screen.getByLabelText("Difficulty") as HTMLSelectElement).value).toBe("easy");
    change(screen.getByLabelText("Title *"), "Desert Explorers");
    change(screen.getByLabelText("Price *"), "1.99");
    expect(screen.queryByLabelText("Free teaser")).toBeNull();
    fireEvent.click(screen.getByLabelText("Published"));

    for (const name of ["Cactus", "Lizard", "Hawk"]) {
      fireEvent.click(screen.getByRole("button", { name: "Add item" }));
      change(screen.getAllByLabelText("Item name *").at(-1)!, name);
    }
    fireEvent.click(screen.getByRole("button", { name: "Move up item 3" }));
    fireEvent.click(screen.getByRole("button", { name: "Move up item 2" }));
    change(within(screen.getByRole("group", { name: "Item 3" })).getByLabelText("Points"), "20");

    for (const [question, options, answer] of [
      ["Which is a reptile?", ["Lizard", "Hawk"], "Lizard"],
      ["Which one flies?", ["Cactus", "Hawk"], "Hawk"],
    ] as const) {
      fireEvent.click(screen.getByRole("button", { name: "Add question" }));
      const q = group(`Question ${screen.getAllByLabelText("Question *").length}`);
      change(q.getByLabelText("Question *"), question);
      options.forEach((option, i) => {
        fireEvent.click(q.getByRole("button", { name: "Add option" }));
        change(q.getByLabelText(`Option ${i + 1}`), option);
      });
      change(q.getByLabelText("Correct answer *"), answer);
    }
    fireEvent.click(screen.getByRole("button", { name: "Move down question 1" }));
    expect(await seriousViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Create Hunt" }));
    expect(await screen.findByRole("heading", { name: "Hunt list" })).toBeTruthy();
    expect(shownToast()?.title).toBe("Hunt created successfully");
    const sent = callsTo(fetchMock, "POST", "/hunts")[0]!.body!;
    expect(sent).toMatchObject({ title: "Desert Explorers", price: 1.99, published: true, teaser: false, difficulty: "easy" });
    expect(sent.items).toEqual([
      { name: "Hawk", location_description: "", educational_fact: "", points: 10, ...NO_PLACE },
      { name: "Cactus", location_description: "", educational_fact: "", points: 10, ...NO_PLACE },
      { name: "Lizard", location_description: "", educational_fact: "", points: 20, ...NO_PLACE },
    ]);
    expect(sent.quiz_questions).toEqual([
      { question: "Which one flies?", options: ["Cactus", "Hawk"], correct_answer: "Hawk", points: 5 },
      { question: "Which is a reptile?", options: ["Lizard", "Hawk"], correct_answer: "Lizard", points: 5 },
    ]);
  });

  it("offers only the question's own options as its correct answer", () => {
    stubFetch();
    renderAt("/admin/hunts/new");
    fireEvent.click(screen.getByRole("button", { name: "Add question" }));
    const q = group("Question 1");
    for (const [i, option] of ["True", "False"].entries()) {
      fireEvent.click(q.getByRole("button", { name: "Add option" }));
      change(q.getByLabelText(`Option ${i + 1}`), option);
    }
    const answer = q.getByLabelText("Correct answer *") as HTMLSelectElement;
    expect([...answer.options].map((o) => o.textContent)).toEqual(["Choose…", "True", "False"]);
  });

  it("needs a title and names each item without a name", async () => {
    const fetchMock = stubFetch();
    renderAt("/admin/hunts/new");
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    fireEvent.click(screen.getByRole("button", { name: "Create Hunt" }));
    expect(await screen.findByText("Title is required")).toBeTruthy();
    expect(group("Item 1").getByText("Item name is required")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Title *")));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("Edit hunt", () => {
  it("opens the stored hunt with its items and quiz and saves the changes", async () => {
    const hunt = sampleHunt({ id: 4 });
    const fetchMock = stubFetch(route("GET", "/hunts/4", hunt), route("PUT", "/hunts/4", hunt));
    renderAt("/admin/hunts/edit/4");
    expect(screen.getByRole("status").textContent).toBe("Loading hunt...");
    expect(((await screen.findByLabelText("Title *")) as HTMLInputElement).value).toBe("Canyon Critters");
    expect(screen.getAllByLabelText("Item name *").map((i) => (i as HTMLInputElement).value)).toEqual(["Mule deer", "Condor"]);
    expect((group("Question 1").getByLabelText("Correct answer *") as HTMLSelectElement).value).toBe("Condor");
    expect(await seriousViolations(document.body)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Remove item 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Update Hunt" }));
    await screen.findByRole("heading", { name: "Hunt list" });
    expect(shownToast()?.title).toBe("Hunt updated successfully");
    const sent = callsTo(fetchMock, "PUT", "/hunts/4")[0]!.body!;
    expect(sent.items).toEqual([{ name: "Condor", location_description: "Cliffs", educational_fact: "Huge wings", points: 15, ...NO_PLACE }]);
    expect(sent).toMatchObject({ price: 2.99, published: true, difficulty: "medium" });
  });

  it("goes back to the list when the hunt cannot be loaded", async () => {
    stubFetch(route("GET", "/hunts/99", { detail: "Hunt not found" }, 404));
    renderAt("/admin/hunts/edit/99");
    expect(await screen.findByRole("heading", { name: "Hunt list" })).toBeTruthy();
    expect(shownToast()).toEqual({ title: "Failed to load hunt", description: undefined, variant: "destructive" });
  });

  it("keeps the form when saving fails", async () => {
    stubFetch(route("GET", "/hunts/4", sampleHunt({ id: 4 })), route("PUT", "/hunts/4", { detail: "Database is busy" }, 503));
    renderAt("/admin/hunts/edit/4");
    fireEvent.click(await screen.findByRole("button", { name: "Update Hunt" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Database is busy");
    expect(shownToast()).toEqual({ title: "Error", description: "Failed to save hunt", variant: "destructive" });
  });
});
