// @vitest-environment jsdom
/** Read-aloud on a hunt page, against a scripted stand-in for the browser's speech synthesis. */
import "fake-indexeddb/auto";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { roperHuntIn } from "../roper-hunt";
import { db } from "../../../lib/database/db";
import { fakeVoice, installFakeSpeech, type FakeSpeech } from "../../../testing/fake-speech";
import { SPEECH_SETTINGS_KEY, speechSettings } from "../../../lib/speech/speech-settings";
import { huntProgressStore } from "../stores/hunt-progress";
import { seriousViolations } from "../../../testing/axe";
import { withNames } from "../explorers/explorer-state";
import HuntPage from "../hunt-page";
import RoperHuntPage from "../roper-hunt-page";
import { offline, resetDevice, sampleHunt, storeHunt } from "../../../testing/hunts/screens";

const ROPER_CLUES = roperHuntIn("en")!.clues;
const ROPER_CLUE_COUNT = ROPER_CLUES.length;

let fake: FakeSpeech;

function openHunt() {
  return render(
    <MemoryRouter initialEntries={["/hunt/1"]}>
      <Routes>
        <Route path="/hunt/:huntId" element={<HuntPage />} />
        <Route path="/scavengerhunts" element={<h1>All the hunts</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.getByRole("heading", { name: new RegExp(name) }).closest("li")!;
const listen = (name: string) => screen.findByRole("button", { name: `Listen to ${name}` });
const stopButton = () => screen.getByRole("button", { name: "Stop" });
const readAloudSwitch = () => screen.findByRole("switch", { name: "Read aloud" });

beforeEach(async () => {
  await resetDevice();
  speechSettings.setState({ readAloud: false, voice: undefined, loaded: false });
  offline();
  fake = installFakeSpeech([fakeVoice("Google US English", "en-US", { localService: false }), fakeVoice("Samantha", "en-US"), fakeVoice("Amélie", "fr-CA", { default: true })]);
  vi.spyOn(window, "confirm").mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Listen on an item", () => {
  it("reads the item's name, where to look and its photo prompt in the offline English voice at a child's pace, saying Stop meanwhile", async () => {
    const base = sampleHunt();
    await storeHunt(sampleHunt({ items: [{ ...base.items[0]!, photo_prompt: "Take a picture of the dripping rock" }, base.items[1]!] }));
    openHunt();
    fireEvent.click(await listen("Weeping Rock"));
    expect(fake.started()).toEqual(["Weeping Rock"]);
    expect(fake.current()).toMatchObject({ lang: "en-US", rate: 0.9, voice: { name: "Samantha" } });
    expect(stopButton().textContent).toContain("Stop");
    fake.finish();
    fake.finish();
    expect(fake.started()).toEqual(["Weeping Rock", "Along the Weeping Rock trail", "Take a picture of the dripping rock"]);
    expect(stopButton()).toBeTruthy();
    fake.finish();
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
    expect(await listen("Weeping Rock")).toBeTruthy();
  });

  it("says an item's \"Say it like\" text instead of its name, and once found reads its fact", async () => {
    const base = sampleHunt();
    await storeHunt(sampleHunt({ items: [base.items[0]!, { ...base.items[1]!, say_as: "Checker board Mesa" }] }));
    openHunt();
    fireEvent.click(await listen("Checkerboard Mesa"));
    expect(fake.started()).toEqual(["Checker board Mesa"]);
    fireEvent.click(stopButton());
    fireEvent.click(screen.getByRole("button", { name: "Found it! Weeping Rock" }));
    fireEvent.click(await listen("Weeping Rock"));
    fake.finish();
    expect(fake.started().slice(1)).toEqual(["Weeping Rock", "Did you know? The rock drips water that fell as rain a thousand years ago."]);
  });

  it("stops: from its Stop button, when another reading starts, when the page is hidden and when it is left", async () => {
    await storeHunt(sampleHunt());
    const page = openHunt();
    fireEvent.click(await listen("Weeping Rock"));
    fireEvent.click(stopButton());
    expect(fake.synth.cancel).toHaveBeenCalledTimes(1);
    expect(fake.current()).toBeUndefined();

    fireEvent.click(await listen("Weeping Rock"));
    fireEvent.click(await listen("Checkerboard Mesa"));
    expect(fake.synth.cancel).toHaveBeenCalledTimes(2);
    expect(fake.current()?.text).toBe("Checkerboard Mesa");
    expect(await listen("Weeping Rock")).toBeTruthy();
    // A late "interrupted" from the reading that was cut off changes nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(stopButton()).toBeTruthy();

    let visibility: DocumentVisibilityState = "hidden";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(fake.current()).toBeUndefined();
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();

    visibility = "visible";
    fireEvent.click(await listen("Weeping Rock"));
    page.unmount();
    expect(fake.current()).toBeUndefined();
    expect(fake.synth.cancel).toHaveBeenCalledTimes(4);
  });

  it("highlights the part being read, and in it the word the engine says it has reached", async () => {
    await storeHunt(sampleHunt());
    const page = openHunt();
    fireEvent.click(await listen("Weeping Rock"));
    fake.finish();
    const where = within(card("Weeping Rock")).getByText("Along the Weeping Rock trail", { selector: ".spoken-now" });
    expect(where.querySelector("mark")).toBeNull();
    fake.boundary(10, 7);
    expect(where.querySelector("mark")?.textContent).toBe("Weeping");
    expect(where.textContent).toBe("Along the Weeping Rock trail");
    fake.boundary(18);
    expect(where.querySelector("mark")?.textContent).toBe("Rock");
    expect(await seriousViolations(page.container)).toEqual([]);
    fake.finish();
    expect(card("Weeping Rock").querySelector(".spoken-now, mark")).toBeNull();
  });
});

describe("no voice", () => {
  it("shows no Listen button and no switch until the phone has an English voice that works offline", async () => {
    fake.setVoices([fakeVoice("Google US English", "en-US", { localService: false }), fakeVoice("Thomas", "fr-FR")]);
    await storeHunt(sampleHunt());
    openHunt();
    await screen.findByRole("button", { name: "Found it! Weeping Rock" });
    await import("./hunt-read-aloud");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("button", { name: /^Listen/ })).toBeNull();
    expect(screen.queryByRole("switch")).toBeNull();

    // Chrome lists its voices late: a voice that comes brings the controls.
    fake.setVoices([fakeVoice("Alex", "en-US")]);
    expect(await listen("Weeping Rock")).toBeTruthy();
    expect(await readAloudSwitch()).toBeTruthy();
  });

  it("shows nothing where the browser has no speech synthesis", async () => {
    vi.unstubAllGlobals();
    offline();
    await storeHunt(sampleHunt());
    openHunt();
    await screen.findByRole("button", { name: "Found it! Weeping Rock" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("button", { name: /^Listen/ })).toBeNull();
    expect(screen.queryByRole("switch")).toBeNull();
  });
});

describe("Listen on a question", () => {
  it("reads the question and then each option with its letter", async () => {
    await storeHunt(sampleHunt());
    huntProgressStore(1).setState({ found: [11, 12], showQuiz: true });
    openHunt();
    const question = await screen.findByRole("group", { name: /What makes Weeping Rock drip/ });
    fireEvent.click(await within(question).findByRole("button", { name: "Listen to the question" }));
    fake.finish();
    fake.finish();
    expect(fake.started()).toEqual(["What makes Weeping Rock drip?", "A: Old rain", "B: A pipe"]);
    // The option being read is shaded on screen, without its letter.
    expect(within(question).getByText("A pipe", { selector: ".spoken-now" })).toBeTruthy();
    expect(within(question).getByRole("button", { name: "Stop" })).toBeTruthy();
  });
});

describe("the Read aloud switch", () => {
  it("is remembered on the device, and on reads each explorer's turn, its questions, the pass and the result", async () => {
    await storeHunt(sampleHunt());
    huntProgressStore(1).setState({ found: [11], explorers: withNames(undefined, ["Maya", "Leo"]) });
    const first = openHunt();
    const toggle = (await readAloudSwitch()) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(async () => expect((await db.kv.get(SPEECH_SETTINGS_KEY))?.value).toMatchObject({ readAloud: true }));
    first.unmount();
    speechSettings.setState({ readAloud: false, loaded: false });
    openHunt();
    await waitFor(async () => expect(((await readAloudSwitch()) as HTMLInputElement).checked).toBe(true));
    expect(fake.spoken).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Found it! Checkerboard Mesa" }));
    await screen.findByRole("heading", { name: "Maya's turn" });
    expect(fake.started()).toEqual(["Maya's turn"]);
    fake.finish();
    expect(fake.current()?.text).toBe("What makes Weeping Rock drip?");
    fireEvent.click(screen.getByRole("radio", { name: "Old rain" }));
    expect(fake.current()?.text).toBe("Where is Checkerboard Mesa?");
    fireEvent.click(screen.getByRole("radio", { name: "East entrance" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit Quiz" }));
    await screen.findByRole("heading", { name: "Pass the phone to Leo" });
    expect(fake.current()?.text).toBe("Pass the phone to Leo");
    fireEvent.click(screen.getByRole("button", { name: "Start Leo's turn" }));
    expect(fake.current()?.text).toBe("Leo's turn");
    fireEvent.click(screen.getByRole("radio", { name: "A pipe" }));
    fireEvent.click(screen.getByRole("radio", { name: "East entrance" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit Quiz" }));
    await screen.findByRole("heading", { name: "Congratulations, explorers!" });
    await waitFor(() => expect(fake.current()?.text).toBe("Maya: 30 of 30 points. Maya earned the badge!"));
    fake.finish();
    expect(fake.current()?.text).toBe("Leo: 25 of 30 points. Leo earned the badge!");
    expect(fake.spoken.every((u) => u.lang === "en-US")).toBe(true);
  });

  it("off, reads nothing by itself, and finishing the hunt stops what a Listen button was reading", async () => {
    await storeHunt(sampleHunt());
    huntProgressStore(1).setState({ found: [11, 12], showQuiz: true, quizAnswers: { "21": "Old rain", "22": "East entrance" } });
    openHunt();
    const question = await screen.findByRole("group", { name: /Where is Checkerboard Mesa/ });
    fireEvent.click(await within(question).findByRole("button", { name: "Listen to the question" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit Quiz" }));
    await screen.findByRole("heading", { name: /You earned a badge/ });
    expect(fake.current()).toBeUndefined();
    expect(fake.started()).toEqual(["Where is Checkerboard Mesa?"]);
  });
});

describe("the Roper hunt", () => {
  it("has a Listen button on every clue", async () => {
    render(
      <MemoryRouter>
        <RoperHuntPage />
      </MemoryRouter>,
    );
    fireEvent.click(await listen("Clue 1"));
    expect(screen.getAllByRole("button", { name: /^Listen to Clue/ })).toHaveLength(ROPER_CLUE_COUNT - 1);
    fake.finish();
    expect(fake.started()).toEqual(["Clue 1", ROPER_CLUES[0]!.clue]);
  });
});
