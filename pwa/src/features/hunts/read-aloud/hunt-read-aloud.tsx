/**
 * Read-aloud on a hunt page, loaded after the first render (components/lazy-parts.ts) where the browser
 * has speech synthesis: once the device is known to have a local voice for the hunt's language, every
 * item and question gets its Listen button and the page its "Read aloud" switch; with none, nothing
 * shows. Speech stops when the page is left or hidden, and when the hunt is finished.
 */
import { useEffect, useMemo } from "react";
import { useStore } from "zustand";
import type { Speaker } from "../../../lib/speech/speaker";
import { saveSpeechSettings, speechSettings } from "../../../lib/speech/speech-settings";
import { useReadingVoice } from "../../../lib/speech/use-reading-voice";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import type { ProgressStore } from "../stores/hunt-progress";
import type { HuntScript } from "./auto-readings";
import { ListenButton } from "./listen-button";
import { readAloudSlot } from "./read-aloud-slot";
import { ReadAloudSwitch } from "./read-aloud-switch";
import { itemReading, questionReading, readingWords, type ReadingWords } from "./readings";
import { SpokenText } from "./spoken-text";
import { useAutoReading } from "./use-auto-reading";

interface Props extends HuntScript {
  store: ProgressStore;
}

export function HuntReadAloud({ store, ...script }: Props) {
  // The hunt's texts are read in their own language, with a voice for it (a Spanish hunt, a Spanish voice).
  const words = useMemo(() => readingWords(script.lang), [script.lang]);
  const { speaker, voice } = useReadingVoice(words.lang);
  const readAloud = useStore(speechSettings, (s) => s.readAloud);
  // The speaker only once there is a voice to speak with: until then, nothing of read-aloud shows.
  const reader = voice ? speaker : undefined;
  useReadAloudSlot(reader, words);
  useAutoReading(store, reader, script, readAloud);
  if (!reader) return null;
  const change = (on: boolean) => {
    if (!on) reader.stop();
    void saveSpeechSettings({ readAloud: on });
  };
  return <ReadAloudSwitch on={readAloud} onChange={change} />;
}

/** Fills the cards' Listen buttons and spoken texts while a voice can read them; stops speech when hidden or left. */
function useReadAloudSlot(speaker: Speaker | undefined, words: ReadingWords): void {
  const t = useTexts(huntsTexts);
  useEffect(() => {
    if (!speaker) return;
    readAloudSlot.setState({
      item: (entry, found) => <ListenButton speaker={speaker} reading={itemReading(entry, found, words)} label={t.listenTo({ name: entry.title })} />,
      question: (question) => <ListenButton speaker={speaker} reading={questionReading(question, words)} label={t.listenToQuestion()} />,
      text: (at, text) => <SpokenText speaker={speaker} at={at} text={text} />,
    });
    const hidden = () => {
      if (document.visibilityState === "hidden") speaker.stop();
    };
    const stop = () => speaker.stop();
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", stop);
    return () => {
      readAloudSlot.setState({ item: undefined, question: undefined, text: undefined });
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("pagehide", stop);
      speaker.stop();
    };
  }, [speaker, words, t]);
}
