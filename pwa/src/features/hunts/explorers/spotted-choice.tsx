/**
 * "Who spotted it?" under a found item, for a family playing as explorers: one tap on a name credits the
 * find to them, a second tap takes it back. Optional: the find counts for everyone either way.
 */
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { useStore } from "zustand";
import type { ProgressStore } from "../stores/hunt-progress";
import { spot } from "./explorer-state";

export function SpottedChoice({ store, itemId }: { store: ProgressStore; itemId: number }) {
  const explorers = useStore(store, (s) => s.explorers);
  const t = useTexts(huntsTexts);
  if (!explorers) return null;
  const spotter = explorers.spotted[String(itemId)];
  const choose = (name: string) => {
    const now = store.getState().explorers;
    if (now) store.setState({ explorers: spot(now, itemId, name === spotter ? undefined : name) });
  };
  return (
    <fieldset className="spotted-choice">
      <legend>{t.whoSpotted()}</legend>
      <div className="row">
        {explorers.runs.map(({ name }) => (
          <button
            key={name}
            type="button"
            className={name === spotter ? "btn btn-small" : "btn btn-small btn-secondary"}
            aria-pressed={name === spotter}
            onClick={() => choose(name)}
          >
            {name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
