/**
 * The things to find (a hunt's items or the Roper clues): where to look, a "Found it!" button, and the
 * fact revealed once found. A hunt whose items can be checked in on (GPS or a sign's word) puts its own
 * controls in an item's place through `action`; undefined there keeps the "Found it!" tap.
 */
import type { ReactNode } from "react";

export interface Findable {
  id: number;
  title: string;
  text: string;
  hint?: string;
  fact: string;
}

interface Props {
  entries: readonly Findable[];
  found: readonly number[];
  onFound: (entry: Findable) => void;
  /** What an unfound entry offers instead of the tap (which it is given, to offer alongside). */
  action?: (entry: Findable, tap: ReactNode) => ReactNode;
}

export function FindList({ entries, found, onFound, action }: Props) {
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
            {isFound ? (
              entry.fact && (
                <p className="find-fact">
                  <strong>Did you know? </strong>
                  {entry.fact}
                </p>
              )
            ) : action ? (
              action(entry, tap)
            ) : (
              tap
            )}
          </li>
        );
      })}
    </ol>
  );
}
