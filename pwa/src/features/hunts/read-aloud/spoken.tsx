// @chunk hunt
/** A text on a hunt's screen that read-aloud may speak: plain, or highlighted while it is spoken (read-aloud-slot.ts). */
import { useStore } from "zustand";
import { readAloudSlot } from "./read-aloud-slot";

export function Spoken({ at, text }: { at: string; text: string }) {
  const render = useStore(readAloudSlot, (s) => s.text);
  return render ? render(at, text) : text;
}
