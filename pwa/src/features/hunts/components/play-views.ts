/**
 * What the hunt's play screens show of an item and of a question, whatever hunt they come from (a
 * downloaded hunt or the built-in Roper hunt). The find list, the quiz and read-aloud all read these.
 */
import type { ReactNode } from "react";

export interface Findable {
  id: number;
  title: string;
  text: string;
  hint?: string;
  fact: string;
  /** How read-aloud says the title, where speech gets it wrong ("" or none: the title). */
  say?: string;
  /** What to take a picture of, read aloud after where to look. */
  prompt?: string;
  /** An item found by its photo: the prompt and camera until found, then the picture, in place of any other check. */
  photo?: (found: boolean) => ReactNode;
}

export interface QuizQuestionView {
  id: number;
  question: string;
  /** Empty for a fill-in question. */
  options: readonly string[];
  /** What a right answer scores. */
  points: number;
}
