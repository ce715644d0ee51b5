/**
 * The voice that reads `lang` on this device, kept up to date: the page's speaker, the local voices for
 * the language (for the Ready page's picker) and the one chosen among them, which the speaker is given.
 * With no speech synthesis, or no local voice for the language, `voice` stays undefined once checked,
 * and the read-aloud controls are not shown.
 */
import { useEffect, useMemo, useState } from "react";
import { useStore } from "zustand";
import { pageSpeaker, type Speaker } from "./speaker";
import { loadSpeechSettings, speechSettings } from "./speech-settings";
import { chooseVoice, loadVoices, localVoicesFor } from "./voices";

export interface ReadingVoice {
  /** False until the device's voices and the remembered choice have been read. */
  checked: boolean;
  speaker: Speaker | undefined;
  /** The local voices for the language, best first. */
  voices: SpeechSynthesisVoice[];
  voice: SpeechSynthesisVoice | undefined;
}

export function useReadingVoice(lang: string): ReadingVoice {
  const speaker = pageSpeaker();
  const [all, setAll] = useState<SpeechSynthesisVoice[] | undefined>(speaker ? undefined : []);
  const chosen = useStore(speechSettings, (s) => s.voice);
  const settingsLoaded = useStore(speechSettings, (s) => s.loaded);

  useEffect(() => {
    void loadSpeechSettings();
    const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined;
    if (!speaker || !synth) return;
    let live = true;
    const read = () => live && setAll(synth.getVoices());
    void loadVoices(synth).then((voices) => live && setAll(voices));
    // A voice added (or removed) while the page is open counts from then on.
    synth.addEventListener?.("voiceschanged", read);
    return () => {
      live = false;
      synth.removeEventListener?.("voiceschanged", read);
    };
  }, [speaker]);

  const voices = useMemo(() => localVoicesFor(all ?? [], lang), [all, lang]);
  const voice = useMemo(() => chooseVoice(voices, lang, chosen), [voices, lang, chosen]);
  useEffect(() => speaker?.use(voice ?? null), [speaker, voice]);
  return { checked: all !== undefined && settingsLoaded, speaker, voices, voice };
}
