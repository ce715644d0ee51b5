// @chunk hunt
/**
 * Where read-aloud shows on a hunt's cards and quiz: each item's and question's "Listen" button, and the
 * texts it can highlight while they are spoken. Filled by the part that loads once the device is known to
 * have a voice (hunt-read-aloud.tsx) and emptied when it leaves; until then, and on a device with no
 * voice, the cards show no button and plain text. A small store, as find-list's `foundExtra` is, so the
 * hunt's first load carries only these few lines.
 */
import type { ReactNode } from "react";
import { createStore } from "zustand/vanilla";
import type { Findable, QuizQuestionView } from "../components/play-views";

export interface ReadAloudSlot {
  item?: (entry: Findable, found: boolean) => ReactNode;
  question?: (question: QuizQuestionView) => ReactNode;
  /** A text on screen that a reading may speak, found by its place (`spokenAt`). */
  text?: (at: string, text: string) => ReactNode;
}

export const readAloudSlot = createStore<ReadAloudSlot>(() => ({}));

/** Where each spoken text is on screen: the readings and the cards name them alike. */
export const spokenAt = {
  item: (id: number, part: "title" | "text" | "prompt" | "fact") => `item:${id}:${part}`,
  question: (id: number) => `question:${id}`,
  option: (id: number, index: number) => `question:${id}:option:${index}`,
};
