/**
 * The family's read-aloud choices, remembered on the device in the key-value table: whether the hunt
 * reads each turn, question and result by itself ("Read aloud"), and which voice reads (its
 * `voiceURI`; none: the best local voice for the language, see voices.ts).
 */
import { createStore } from "zustand/vanilla";
import { readKv, writeKv } from "../database/kv";

/** Key-value table key (not a spec key). */
export const SPEECH_SETTINGS_KEY = "read_aloud";

export interface SpeechSettings {
  readAloud: boolean;
  voice?: string;
}

export const speechSettings = createStore<SpeechSettings & { loaded: boolean }>(() => ({ readAloud: false, loaded: false }));

/** Reads the remembered choices once; what the table holds that is not a choice is ignored. */
export async function loadSpeechSettings(): Promise<void> {
  if (speechSettings.getState().loaded) return;
  const saved = await readKv<Partial<SpeechSettings>>(SPEECH_SETTINGS_KEY).catch(() => undefined);
  // A choice made while the table was being read stands.
  if (speechSettings.getState().loaded) return;
  speechSettings.setState({ readAloud: saved?.readAloud === true, voice: typeof saved?.voice === "string" ? saved.voice : undefined, loaded: true });
}

export function saveSpeechSettings(change: Partial<SpeechSettings>): Promise<void> {
  const { readAloud, voice } = { ...speechSettings.getState(), ...change };
  speechSettings.setState({ readAloud, voice, loaded: true });
  return writeKv(SPEECH_SETTINGS_KEY, { readAloud, voice }).catch(() => undefined);
}
