/**
 * Adding and removing explorers before the quiz: "Add explorers" opens a name box (Enter or "Add"), and
 * each explorer shows as a chip with its own remove button. A name that breaks a rule is refused with
 * the reason next to the box.
 */
import { useState, type FormEvent } from "react";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { ExplorerChips } from "./explorer-chips";
import { addName, nameProblemText } from "./explorer-names";

interface Props {
  names: readonly string[];
  onNames: (names: string[]) => void;
}

export function ExplorerPanel({ names, onNames }: Props) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState("");
  const t = useTexts(huntsTexts);
  const openButton = (
    <button type="button" className="btn btn-secondary btn-small" onClick={() => setOpen(true)}>
      {t.addExplorers()}
    </button>
  );
  // With no explorers the hunt looks as it always has, but for this one button.
  if (!open && names.length === 0) return <div>{openButton}</div>;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const next = addName(names, typed);
    if ("error" in next) {
      setError(nameProblemText(next.error, t));
      return;
    }
    onNames(next.names);
    setTyped("");
    setError("");
  };

  return (
    <section className="card card-body stack explorers" aria-labelledby="explorers-title">
      <h2 id="explorers-title">{t.explorersTitle()}</h2>
      <p className="muted">{t.explorersIntro()}</p>
      <ExplorerChips names={names} label={t.explorersPlaying()} removeLabel={(name) => t.removeExplorer({ name })} onNames={onNames} />
      {open ? (
        <form className="explorer-add" onSubmit={add} noValidate>
          <label htmlFor="explorer-name">{t.explorerName()}</label>
          <div className="row">
            <input
              id="explorer-name"
              type="text"
              autoComplete="off"
              autoFocus
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={error !== ""}
              aria-describedby={error ? "explorer-name-error" : undefined}
            />
            <button type="submit" className="btn btn-small">
              {t.add()}
            </button>
          </div>
          {error && (
            <p id="explorer-name-error" className="alert alert-warn" role="alert">
              {error}
            </p>
          )}
        </form>
      ) : (
        openButton
      )}
    </section>
  );
}
