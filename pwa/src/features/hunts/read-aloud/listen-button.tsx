/** "Listen" on an item or a question: reads it aloud, and while it is read the same button says "Stop" and stops it. */
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { useStore } from "zustand";
import type { Reading, Speaker } from "../../../lib/speech/speaker";

interface Props {
  speaker: Speaker;
  reading: Reading;
  /** Its accessible name while it is not speaking: "Listen to Weeping Rock", "Listen to the question". */
  label: string;
}

export function ListenButton({ speaker, reading, label }: Props) {
  const speaking = useStore(speaker.state, (s) => s.reading === reading.id);
  const t = useTexts(huntsTexts);
  return (
    <button
      type="button"
      className={speaking ? "btn btn-small listen-button is-speaking" : "btn btn-small btn-secondary listen-button"}
      aria-label={speaking ? undefined : label}
      onClick={() => (speaking ? speaker.stop() : speaker.play([reading]))}
    >
      <span aria-hidden="true">{speaking ? "■ " : "🔊 "}</span>
      {speaking ? t.stop() : t.listen()}
    </button>
  );
}
