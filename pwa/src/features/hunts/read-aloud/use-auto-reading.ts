/** Plays what "Read aloud" says by itself (auto-readings.ts) as the hunt's progress changes. */
import { useEffect, useRef } from "react";
import type { Speaker } from "../../../lib/speech/speaker";
import type { ProgressStore } from "../stores/hunt-progress";
import { autoReading, type HuntScript } from "./auto-readings";

export function useAutoReading(store: ProgressStore, speaker: Speaker | undefined, script: HuntScript, on: boolean): void {
  // The hunt's texts are drawn afresh on each render; the latest are read without subscribing again.
  const latest = useRef(script);
  latest.current = script;
  useEffect(() => {
    if (!speaker) return;
    return store.subscribe((after, before) => {
      const step = autoReading(before, after, latest.current, on);
      if (!step) return;
      if ("stop" in step) speaker.stop();
      else if ("play" in step) speaker.play(step.play);
      else step.queue.forEach((reading) => speaker.queue(reading));
    });
  }, [store, speaker, on]);
}
