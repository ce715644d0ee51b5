// @chunk hunt
/**
 * The things to find (a hunt's items or the Roper clues): where to look, a "Found it!" button, and the
 * fact revealed once found. A hunt whose items can be checked in on (GPS or a sign's word) puts its own
 * controls in an item's place through `action`; undefined there keeps the "Found it!" tap. What a found
 * item shows below its fact comes from `foundExtra` (the explorers' "Who spotted it?"), and each entry's
 * Listen button and spoken texts from read-aloud's slot, once the device is known to have a voice.
 */
import type { ReactNode } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import type { Lang } from "#shared/rules/languages";
import { InLang } from "../../../lib/i18n/in-lang";
import { useTexts } from "../../../lib/i18n/texts";
import { playTexts } from "../play-texts";
import { readAloudSlot, spokenAt } from "../read-aloud/read-aloud-slot";
import { Spoken } from "../read-aloud/spoken";
import type { Findable } from "./play-views";

interface Props {
  entries: readonly Findable[];
  found: readonly number[];
  onFound: (entry: Findable) => void;
  /** What an unfound entry offers instead of the tap (which it is given, to offer alongside). */
  action?: (entry: Findable, tap: ReactNode) => ReactNode;
  /** The entries' texts' language, when it is not the page's (a hunt only in English on a Spanish page). */
  textLang?: Lang;
}

/**
 * What a found item shows below its fact, filled in by a part that loads after the first render (the
 * explorers') and emptied when it leaves. A small store, not a context: the list reads it wherever it is
 * drawn (the field controls draw their own), and nothing above it changes or remounts when it fills.
 */
export const foundExtra = createStore<{ render?: (entry: Findable) => ReactNode }>(() => ({}));

export function FindList({ entries, found, onFound, action, textLang }: Props) {
  const extra = useStore(foundExtra, (s) => s.render);
  const t = useTexts(playTexts);
  const listen = useStore(readAloudSlot, (s) => s.item);
  return (
    <ol className="find-list">
      {entries.map((entry) => {
        const isFound = found.includes(entry.id);
        const tap = (
          <button type="button" className="btn btn-small" onClick={() => onFound(entry)} aria-label={t.foundItLabel({ title: entry.title })}>
            {t.foundIt()}
          </button>
        );
        return (
          <li key={entry.id} className={isFound ? "card card-body find-item is-found" : "card card-body find-item"}>
            <h3>
              {isFound && <span aria-hidden="true">✅ </span>}
              <InLang lang={textLang}>
                <Spoken at={spokenAt.item(entry.id, "title")} text={entry.title} />
              </InLang>
              {isFound && <span className="visually-hidden"> {t.found()}</span>}
            </h3>
            {listen?.(entry, isFound)}
            {entry.text && (
              <p lang={textLang}>
                <Spoken at={spokenAt.item(entry.id, "text")} text={entry.text} />
              </p>
            )}
            {entry.hint && !isFound && (
              <details>
                <summary>{t.needHint()}</summary>
                <p lang={textLang}>{entry.hint}</p>
              </details>
            )}
            {entry.photo?.(isFound)}
            {isFound ? (
              entry.fact && (
                <p className="find-fact">
                  <strong>{t.didYouKnow()} </strong>
                  <InLang lang={textLang}>
                    <Spoken at={spokenAt.item(entry.id, "fact")} text={entry.fact} />
                  </InLang>
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
