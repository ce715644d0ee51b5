/**
 * The things to find (a hunt's items or the Roper clues): where to look, a "Found it!" button, and the
 * fact revealed once found. A hunt whose items can be checked in on (GPS or a sign's word) puts its own
 * controls in an item's place through `action`; undefined there keeps the "Found it!" tap. What a found
 * item shows below its fact comes from `foundExtra` (the explorers' "Who spotted it?").
 */
import type { ReactNode } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

export interface Findable {
  id: number;
  title: string;
  text: string;
  hint?: string;
  fact: string;
  /** An item found by its photo: the prompt and camera until found, then the picture, in place of any other check. */
  photo?: (found: boolean) => ReactNode;
}

interface Props {
  entries: readonly Findable[];
  found: readonly number[];
  onFound: (entry: Findable) => void;
  /** What an unfound entry offers instead of the tap (which it is given, to offer alongside). */
  action?: (entry: Findable, tap: ReactNode) => ReactNode;
}

/**
 * What a found item shows below its fact, filled in by a part that loads after the first render (the
 * explorers') and emptied when it leaves. A small store, not a context: the list reads it wherever it is
 * drawn (the field controls draw their own), and nothing above it changes or remounts when it fills.
 */
export const foundExtra = createStore<{ render?: (entry: Findable) => ReactNode }>(() => ({}));

export function FindList({ entries, found, onFound, action }: Props) {
  const extra = useStore(foundExtra, (s) => s.render);
  return (
    <ol className="find-list">
      {entries.map((entry) => {
        const isFound = found.includes(entry.id);
        const tap = (
          <button type="button" className="btn btn-small" onClick={() => onFound(entry)} aria-label={`Found it! ${entry.title}`}>
            Found it!
          </button>
        );
        return (
          <li key={entry.id} className={isFound ? "card card-body find-item is-found" : "card card-body find-item"}>
            <h3>
              {isFound && <span aria-hidden="true">✅ </span>}
              {entry.title}
              {isFound && <span className="visually-hidden"> (found)</span>}
            </h3>
            {entry.text && <p>{entry.text}</p>}
            {entry.hint && !isFound && (
              <details>
                <summary>Need a hint?</summary>
                <p>{entry.hint}</p>
              </details>
            )}
            {entry.photo?.(isFound)}
            {isFound ? (
              entry.fact && (
                <p className="find-fact">
                  <strong>Did you know? </strong>
                  {entry.fact}
                </p>
              )
            ) : entry.photo ? null : action ? (
              action(entry, tap)
            ) : (
              tap
            )}
            {isFound && extra?.(entry)}
          </li>
        );
      })}
    </ol>
  );
}
