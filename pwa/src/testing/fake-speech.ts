/**
 * A scripted stand-in for the Web Speech API in jsdom (imported only by tests): `speechSynthesis` and
 * `SpeechSynthesisUtterance`, with the device's voices set by the test. Like a real engine it speaks one
 * utterance at a time from its own queue and fires `start` as each begins; the test says when the one
 * speaking reaches a word (`boundary`), ends (`finish`) or fails (`fail`). `cancel()` empties the queue
 * and fires `error` on what it dropped, after it returns, as engines do. The real-browser test uses
 * Chromium's own engine instead.
 */
import { act } from "@testing-library/react";
import { vi } from "vitest";
import type { Voice } from "../lib/speech/voices";

type Listener = (event: Event) => void;

export class FakeUtterance extends EventTarget {
  lang = "";
  voice: SpeechSynthesisVoice | null = null;
  rate = 1;
  pitch = 1;
  volume = 1;
  onstart: Listener | null = null;
  onend: Listener | null = null;
  onerror: Listener | null = null;
  onboundary: Listener | null = null;
  onpause: Listener | null = null;
  onresume: Listener | null = null;
  onmark: Listener | null = null;
  constructor(public text = "") {
    super();
  }

  fire(type: string, fields: Record<string, unknown> = {}) {
    const event = Object.assign(new Event(type), { utterance: this, charIndex: 0, elapsedTime: 0, name: "", ...fields });
    this.dispatchEvent(event);
    (this as unknown as Record<string, Listener | null>)[`on${type}`]?.(event);
  }
}

export function fakeVoice(name: string, lang: string, fields: Partial<Voice> = {}): SpeechSynthesisVoice {
  return { name, lang, voiceURI: fields.voiceURI ?? name, localService: fields.localService ?? true, default: fields.default ?? false };
}

export interface FakeSpeech {
  synth: SpeechSynthesis;
  /** Every utterance given to `speak()`, in order. */
  spoken: FakeUtterance[];
  /** The utterance being spoken now. */
  current(): FakeUtterance | undefined;
  /** What the engine has spoken and is speaking: the texts of the utterances that started. */
  started(): string[];
  boundary(charIndex: number, charLength?: number): void;
  finish(): void;
  fail(error: string): void;
  /** The device's voice list changes (as when Chrome lists its voices late). */
  setVoices(voices: SpeechSynthesisVoice[]): void;
}

export function installFakeSpeech(voices: SpeechSynthesisVoice[] = [fakeVoice("Samantha", "en-US", { default: true })]): FakeSpeech {
  let list = voices;
  let queue: FakeUtterance[] = [];
  let speaking: FakeUtterance | undefined;
  const spoken: FakeUtterance[] = [];
  const startedTexts: string[] = [];
  const events = new EventTarget();

  const begin = () => {
    speaking = queue.shift();
    if (!speaking) return;
    startedTexts.push(speaking.text);
    speaking.fire("start");
  };
  const synth = Object.assign(events, {
    get speaking() {
      return speaking !== undefined;
    },
    get pending() {
      return queue.length > 0;
    },
    paused: false,
    onvoiceschanged: null,
    getVoices: () => list,
    speak: vi.fn((utterance: FakeUtterance) => {
      spoken.push(utterance);
      queue.push(utterance);
      if (!speaking) begin();
    }),
    cancel: vi.fn(() => {
      const dropped = [speaking, ...queue].filter((u): u is FakeUtterance => u !== undefined);
      const wasSpeaking = speaking;
      speaking = undefined;
      queue = [];
      queueMicrotask(() => dropped.forEach((u) => u.fire("error", { error: u === wasSpeaking ? "interrupted" : "canceled" })));
    }),
    pause: vi.fn(),
    resume: vi.fn(),
  }) as unknown as SpeechSynthesis;

  vi.stubGlobal("speechSynthesis", synth);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);

  const now = () => {
    if (!speaking) throw new Error("nothing is being spoken");
    return speaking;
  };
  return {
    synth,
    spoken,
    current: () => speaking,
    started: () => [...startedTexts],
    boundary: (charIndex, charLength) => act(() => now().fire("boundary", { name: "word", charIndex, charLength })),
    finish: () =>
      act(() => {
        const done = now();
        speaking = undefined;
        done.fire("end");
        if (!speaking) begin();
      }),
    fail: (error) =>
      act(() => {
        const failed = now();
        speaking = undefined;
        failed.fire("error", { error });
        if (!speaking) begin();
      }),
    setVoices: (next) =>
      act(() => {
        list = next;
        events.dispatchEvent(new Event("voiceschanged"));
      }),
  };
}
