/**
 * A text on screen while read-aloud may speak it: the part being spoken is shaded, and within it the
 * word the engine says it has reached is marked. Where what is spoken differs from what is shown (an
 * item's "Say it like" text), the whole text is shaded.
 */
import { useStore } from "zustand";
import type { Speaker } from "../../../lib/speech/speaker";

export function SpokenText({ speaker, at, text }: { speaker: Speaker; at: string; text: string }) {
  const part = useStore(speaker.state, (s) => (s.part?.key === at ? s.part : null));
  const word = useStore(speaker.state, (s) => (s.part?.key === at ? s.word : null));
  if (!part) return text;
  const from = part.shownFrom ?? 0;
  const same = part.text.slice(from) === text;
  const start = word && same ? word.start - from : -1;
  const end = word && same ? word.end - from : -1;
  return (
    <span className="spoken-now">
      {start >= 0 && end > start ? (
        <>
          {text.slice(0, start)}
          <mark>{text.slice(start, end)}</mark>
          {text.slice(end)}
        </>
      ) : (
        text
      )}
    </span>
  );
}
