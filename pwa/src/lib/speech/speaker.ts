/**
 * Reading aloud through the Web Speech API. A reading is a few parts (a name, where to look, a question,
 * each option), spoken one utterance at a time so each part can be followed on screen; readings wait in
 * a queue of our own rather than the engine's, because engines disagree about what `cancel()` does to a
 * queued utterance (some still fire its `end`, some start it). Every event is checked against the
 * utterance now speaking, so one that arrives late from a cancelled reading changes nothing. The state
 * (which reading, which part, which word) is a store the buttons and the highlighted text read.
 */
import { createStore, type StoreApi } from "zustand/vanilla";

/** A child's pace: a little slower than the engines' 1. */
export const READING_RATE = 0.9;

export interface SpokenPart {
  text: string;
  /** Where the text is on screen (see spoken-text), if it is. */
  key?: string;
  /** How many characters of `text` come before what the screen shows ("A: " before an option). */
  shownFrom?: number;
}

export interface Reading {
  /** Which button or announcement it is: the button shows "Stop" while its reading is spoken. */
  id: string;
  lang: string;
  parts: readonly SpokenPart[];
}

export interface SpeakerState {
  reading: string | null;
  part: SpokenPart | null;
  /** The word being spoken, as offsets into the part's text, when the engine reports word boundaries. */
  word: { start: number; end: number } | null;
}

export interface Speaker {
  state: StoreApi<SpeakerState>;
  /** The voice every utterance is given (none: the engine's own choice for the language). */
  use(voice: SpeechSynthesisVoice | null): void;
  /** Stops what is being read and reads these, one after another. */
  play(readings: readonly Reading[]): void;
  /** Reads this after whatever is being read or waiting. */
  queue(reading: Reading): void;
  stop(): void;
}

const IDLE: SpeakerState = { reading: null, part: null, word: null };

/** The word starting at `start`: `length` when the engine gives it, else the run of letters there. */
export function wordAt(text: string, start: number, length?: number): { start: number; end: number } | null {
  if (start < 0 || start >= text.length) return null;
  if (length && length > 0) return { start, end: Math.min(text.length, start + length) };
  const run = /^[\p{L}\p{N}'’-]+/u.exec(text.slice(start)) ?? /^\S+/.exec(text.slice(start));
  return run ? { start, end: start + run[0].length } : null;
}

export function createSpeaker(synth: SpeechSynthesis, Utterance: typeof SpeechSynthesisUtterance): Speaker {
  const state = createStore<SpeakerState>(() => IDLE);
  let voice: SpeechSynthesisVoice | null = null;
  let waiting: Reading[] = [];
  let partIndex = 0;
  // Held here as well as by the engine: Chrome drops events of an utterance nothing else refers to.
  let speaking: SpeechSynthesisUtterance | null = null;

  const next = () => {
    const reading = waiting[0];
    if (!reading) {
      speaking = null;
      state.setState(IDLE);
      return;
    }
    const part = reading.parts[partIndex];
    if (!part) {
      waiting = waiting.slice(1);
      partIndex = 0;
      next();
      return;
    }
    const utterance = new Utterance(part.text);
    utterance.lang = reading.lang;
    utterance.voice = voice;
    utterance.rate = READING_RATE;
    utterance.onboundary = (event) => {
      if (speaking === utterance && event.name === "word") state.setState({ word: wordAt(part.text, event.charIndex, event.charLength) });
    };
    utterance.onend = () => {
      if (speaking !== utterance) return;
      partIndex += 1;
      next();
    };
    // An engine that cannot speak (no audio, no permission yet) ends the whole reading, not just this part.
    utterance.onerror = () => {
      if (speaking === utterance) stop();
    };
    speaking = utterance;
    state.setState({ reading: reading.id, part, word: null });
    synth.speak(utterance);
  };

  function stop() {
    const wasSpeaking = speaking !== null;
    waiting = [];
    partIndex = 0;
    speaking = null;
    state.setState(IDLE);
    if (wasSpeaking || synth.speaking || synth.pending) synth.cancel();
  }

  return {
    state,
    use: (next) => {
      voice = next;
    },
    play: (readings) => {
      stop();
      waiting = [...readings];
      next();
    },
    queue: (reading) => {
      waiting = [...waiting, reading];
      if (!speaking) next();
    },
    stop,
  };
}

let shared: { synth: SpeechSynthesis; speaker: Speaker } | undefined;

/** The page's one speaker, or none where the browser has no speech synthesis. */
export function pageSpeaker(): Speaker | undefined {
  const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined;
  if (!synth || typeof globalThis.SpeechSynthesisUtterance !== "function") return undefined;
  if (shared?.synth !== synth) shared = { synth, speaker: createSpeaker(synth, globalThis.SpeechSynthesisUtterance) };
  return shared.speaker;
}
