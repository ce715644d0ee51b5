/**
 * Read-aloud in a real Chromium with real voices (speech-dispatcher and espeak-ng through a PulseAudio
 * null sink, scripts/lib/speech-audio.ts), with the server stopped after the download. The page's own
 * `speechSynthesis.speak` is wrapped before the app loads so each utterance's text, language and voice
 * are recorded with the `start` and `end` events the engine fires while it really speaks.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { HuntInput } from "../../shared/schemas/hunt";
import { ADMIN } from "../../scripts/lib/server-process";
import { SPEECH_BROWSER_ARGS, startSpeechAudio, type SpeechAudio } from "../../scripts/lib/speech-audio";
import { apiCall, openWorld, waitForServiceWorker, type E2eWorld } from "./support";

let audio: SpeechAudio;
let world: E2eWorld;

const HUNT: HuntInput = {
  title: "Yosemite Valley Listening Hunt",
  location: "Yosemite Valley, Yosemite National Park, California",
  published: true,
  items: [
    { name: "The Ahwahnee", say_as: "The ah-WAH-nee", location_description: "The big stone hotel below Royal Arches", educational_fact: "Its name is the Southern Miwok name for the valley." },
    { name: "Half Dome", location_description: "Look east from Cook's Meadow", educational_fact: "A glacier never covered its top." },
  ],
  quiz_questions: [
    { question: "What is the Ahwahnee made of?", options: ["Stone and concrete", "Ice"], correct_answer: "Stone and concrete" },
    { question: "Which way is Half Dome from Cook's Meadow?", options: ["East", "West"], correct_answer: "East" },
  ],
};

/** Wraps speak() before the app loads; written as text so the page runs exactly this. */
const RECORD_UTTERANCES = `(() => {
  const spoken = (window.__spoken = []);
  const speak = speechSynthesis.speak.bind(speechSynthesis);
  speechSynthesis.speak = (utterance) => {
    const entry = { text: utterance.text, lang: utterance.lang, rate: Math.round(utterance.rate * 100) / 100, voice: utterance.voice && utterance.voice.lang, local: utterance.voice && utterance.voice.localService, events: [] };
    spoken.push(entry);
    for (const type of ["start", "end", "error"]) utterance.addEventListener(type, (event) => entry.events.push(type === "error" ? "error:" + event.error : type));
    speak(utterance);
  };
})()`;

interface Spoken {
  text: string;
  lang: string;
  rate: number;
  voice: string | null;
  local: boolean | null;
  events: string[];
}

const spoken = () => world.page.evaluate("window.__spoken") as Promise<Spoken[]>;

async function waitForSpoken(check: (all: Spoken[]) => boolean, what: string, timeoutMs = 60_000): Promise<Spoken[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = await spoken();
    if (check(all)) return all;
    if (Date.now() > deadline) throw new Error(`${what}; spoken so far: ${JSON.stringify(all)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const api = <T>(path: string, init?: { method?: string; body?: unknown; token?: string }) => apiCall<T>(world.server.url, path, init);

before(async () => {
  audio = await startSpeechAudio();
  world = await openWorld({ args: SPEECH_BROWSER_ARGS, env: audio.env });
  await world.context.addInitScript(RECORD_UTTERANCES);
});
after(async () => {
  await world?.close();
  await audio?.stop();
});

test("with the server stopped, Listen speaks an item in an offline English voice, and Read aloud speaks the first explorer's first question", async () => {
  const { page, server } = world;
  const admin = (await api<{ access_token: string }>("/users/login", { method: "POST", body: ADMIN })).access_token;
  const hunt = await api<{ id: number; title: string }>("/hunts", { method: "POST", body: HUNT, token: admin });

  await page.goto(`${server.url}/scavengerhunts`);
  await waitForServiceWorker(page);
  await page.getByRole("button", { name: `Download for offline: ${hunt.title}` }).click();
  await page.locator("article", { hasText: hunt.title }).getByText("Ready offline").waitFor();

  await server.stop();
  await page.goto(`${server.url}/hunt/${hunt.id}`);
  await page.getByRole("heading", { name: hunt.title }).waitFor();

  const ahwahnee = page.locator("li", { has: page.getByRole("heading", { name: "The Ahwahnee" }) });
  await ahwahnee.getByRole("button", { name: "Listen to The Ahwahnee" }).click();
  await ahwahnee.getByRole("button", { name: "Stop" }).waitFor();
  const item = await waitForSpoken((all) => all.length >= 2 && all.every((u) => u.events.includes("end")), "the item's two parts were spoken to their end");
  assert.deepEqual(
    item.map(({ text, lang, rate, events }) => ({ text, lang, rate, events })),
    [
      { text: "The ah-WAH-nee", lang: "en-US", rate: 0.9, events: ["start", "end"] },
      { text: "The big stone hotel below Royal Arches", lang: "en-US", rate: 0.9, events: ["start", "end"] },
    ],
  );
  for (const u of item) assert.ok(u.voice?.startsWith("en") && u.local === true, `spoken by a local English voice: ${JSON.stringify(u)}`);
  await ahwahnee.getByRole("button", { name: "Listen to The Ahwahnee" }).waitFor();
  assert.equal(await page.getByRole("button", { name: "Stop" }).count(), 0);

  await page.getByRole("switch", { name: "Read aloud" }).check();
  await page.getByRole("button", { name: "Add explorers" }).click();
  await page.getByLabel("Explorer name").fill("Maya");
  await page.getByLabel("Explorer name").press("Enter");
  await page.getByLabel("Explorer name").fill("Leo");
  await page.getByLabel("Explorer name").press("Enter");
  await page.getByRole("button", { name: "Found it! The Ahwahnee" }).click();
  await page.getByRole("button", { name: "Found it! Half Dome" }).click();
  await page.getByRole("heading", { name: "Maya's turn" }).waitFor();

  const turn = await waitForSpoken(
    (all) => all.some((u) => u.text === HUNT.quiz_questions![0]!.question && u.events.includes("start")),
    "Maya's turn and her first question were spoken",
  );
  const after = turn.slice(item.length);
  assert.deepEqual(
    after.slice(0, 2).map(({ text, lang }) => ({ text, lang })),
    [
      { text: "Maya's turn", lang: "en-US" },
      { text: "What is the Ahwahnee made of?", lang: "en-US" },
    ],
  );
  assert.deepEqual(after[0]!.events, ["start", "end"]);
  const question = page.getByRole("group", { name: /What is the Ahwahnee made of/ });
  await question.getByRole("button", { name: "Stop" }).waitFor();
  await waitForSpoken((all) => all.some((u) => u.text === "B: Ice" && u.events.includes("end")), "the question's options were read");
  await question.getByRole("button", { name: "Listen to the question" }).waitFor();
});
