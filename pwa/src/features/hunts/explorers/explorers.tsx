/**
 * The explorers on a hunt's play screen, loaded after the first render with the quiz (hunt-finish.tsx):
 * the explorers panel (below the items, before the quiz) until the first quiz is handed in, and "Who
 * spotted it?" on every found item (through find-list.tsx's `foundExtra`) until the hunt is complete. A
 * hunt nobody has named explorers for starts with the names remembered from the last hunt.
 */
import { useEffect } from "react";
import { useStore } from "zustand";
import type { ProgressStore } from "../stores/hunt-progress";
import { foundExtra } from "../components/find-list";
import { readRememberedNames, rememberNames } from "./explorer-names";
import { ExplorerPanel } from "./explorer-panel";
import { explorerNames, namesEditable, withNames } from "./explorer-state";
import { SpottedChoice } from "./spotted-choice";

export function Explorers({ store }: { store: ProgressStore }) {
  const explorers = useStore(store, (s) => s.explorers);
  const editable = useStore(store, namesEditable);
  // Once the hunt is complete the spots have been counted and sent: the choice goes with the quiz.
  const spotting = useStore(store, (s) => s.explorers !== undefined && !s.quizCompleted);
  useRememberedNames(store, editable && !explorers);

  useEffect(() => {
    if (!spotting) return;
    foundExtra.setState({ render: (entry) => <SpottedChoice store={store} itemId={entry.id} /> });
    return () => foundExtra.setState({ render: undefined });
  }, [store, spotting]);

  const setNames = (next: string[]) => {
    const before = store.getState().explorers;
    const after = withNames(before, next);
    // The answers being given belong to the first explorer: another first explorer starts afresh.
    const firstChanged = before !== undefined && before.runs[0]?.name !== after?.runs[0]?.name;
    store.setState(firstChanged ? { explorers: after, quizAnswers: {} } : { explorers: after });
    void rememberNames(next);
  };
  return editable ? <ExplorerPanel names={explorerNames(explorers)} onNames={setNames} /> : null;
}

/** Starts a hunt with no explorers yet (a new one, or one just reset) with the remembered names. */
function useRememberedNames(store: ProgressStore, seed: boolean): void {
  useEffect(() => {
    if (!seed) return;
    let live = true;
    void readRememberedNames().then((names) => {
      const state = store.getState();
      if (live && names.length > 0 && !state.explorers && namesEditable(state)) store.setState({ explorers: withNames(undefined, names) });
    });
    return () => {
      live = false;
    };
  }, [store, seed]);
}
