// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vi } from "vitest";
import { installFakeSpeech, type FakeSpeech } from "../../testing/fake-speech";
import { createSpeaker, pageSpeaker, READING_RATE, wordAt, type Reading, type Speaker } from "./speaker";

let fake: FakeSpeech;
let speaker: Speaker;

const reading = (id: string, ...texts: string[]): Reading => ({ id, lang: "en-US", parts: texts.map((text) => ({ text, key: `${id}:${text}` })) });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  fake = installFakeSpeech();
  speaker = createSpeaker(fake.synth, globalThis.SpeechSynthesisUtterance);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the speaker", () => {
  it("speaks a reading's parts one after another, each with the language, the voice and a child's pace", () => {
    const [voice] = fake.synth.getVoices();
    speaker.use(voice!);
    speaker.play([reading("item:1", "Weeping Rock", "Along the trail")]);
    expect(fake.started()).toEqual(["Weeping Rock"]);
    expect(fake.current()).toMatchObject({ lang: "en-US", voice, rate: READING_RATE });
    expect(READING_RATE).toBe(0.9);
    expect(speaker.state.getState()).toMatchObject({ reading: "item:1", part: { text: "Weeping Rock" } });
    fake.finish();
    expect(fake.started()).toEqual(["Weeping Rock", "Along the trail"]);
    expect(speaker.state.getState().part?.text).toBe("Along the trail");
    fake.finish();
    expect(speaker.state.getState()).toEqual({ reading: null, part: null, word: null });
    expect(fake.synth.speak).toHaveBeenCalledTimes(2);
  });

  it("reads a queued reading after the one being read, and several played readings in order", () => {
    speaker.play([reading("turn", "Maya's turn"), reading("q:1", "What makes it drip?")]);
    speaker.queue(reading("fact", "Did you know?"));
    fake.finish();
    expect(speaker.state.getState().reading).toBe("q:1");
    fake.finish();
    expect(speaker.state.getState().reading).toBe("fact");
    fake.finish();
    expect(fake.started()).toEqual(["Maya's turn", "What makes it drip?", "Did you know?"]);
    expect(speaker.state.getState().reading).toBeNull();

    speaker.queue(reading("alone", "Pass the phone to Leo"));
    expect(fake.started().at(-1)).toBe("Pass the phone to Leo");
  });

  it("stops: nothing more is spoken, and the dropped utterance's late events change nothing", async () => {
    speaker.play([reading("item:1", "Weeping Rock", "Along the trail")]);
    speaker.queue(reading("item:2", "Checkerboard Mesa"));
    const dropped = fake.current()!;
    speaker.stop();
    expect(fake.synth.cancel).toHaveBeenCalledOnce();
    expect(speaker.state.getState().reading).toBeNull();
    await flush();
    dropped.fire("end");
    expect(fake.started()).toEqual(["Weeping Rock"]);
    expect(speaker.state.getState().reading).toBeNull();
  });

  it("starting another reading stops the current one", async () => {
    speaker.play([reading("item:1", "Weeping Rock", "Along the trail")]);
    speaker.play([reading("item:2", "Checkerboard Mesa")]);
    expect(fake.synth.cancel).toHaveBeenCalledOnce();
    // The cancelled utterance's "interrupted" arrives after the new one started, and is ignored.
    await flush();
    expect(speaker.state.getState().reading).toBe("item:2");
    fake.finish();
    expect(fake.started()).toEqual(["Weeping Rock", "Checkerboard Mesa"]);
  });

  it("ends the whole reading when the engine cannot speak a part", () => {
    speaker.play([reading("item:1", "Weeping Rock", "Along the trail")]);
    fake.fail("not-allowed");
    expect(speaker.state.getState().reading).toBeNull();
    expect(fake.started()).toEqual(["Weeping Rock"]);
  });

  it("follows the word being spoken where the engine reports word boundaries", () => {
    speaker.play([reading("q:1", "What makes Weeping Rock drip?")]);
    fake.boundary(11, 7);
    expect(speaker.state.getState().word).toEqual({ start: 11, end: 18 });
    // Engines without charLength: the run of letters there.
    fake.boundary(19);
    expect(speaker.state.getState().word).toEqual({ start: 19, end: 23 });
    fake.finish();
    expect(speaker.state.getState().word).toBeNull();
  });

  it("is missing where the browser has no speech synthesis", () => {
    vi.unstubAllGlobals();
    expect(pageSpeaker()).toBeUndefined();
    installFakeSpeech();
    expect(pageSpeaker()).toBe(pageSpeaker());
  });
});

describe("wordAt", () => {
  it("takes the engine's length, else the word's letters, and nothing outside the text", () => {
    expect(wordAt("A: Old rain", 3, 3)).toEqual({ start: 3, end: 6 });
    expect(wordAt("Maya's turn.", 0)).toEqual({ start: 0, end: 6 });
    expect(wordAt("turn.", 0)).toEqual({ start: 0, end: 4 });
    expect(wordAt("… so", 0)).toEqual({ start: 0, end: 1 });
    expect(wordAt("rain", 9)).toBeNull();
  });
});
