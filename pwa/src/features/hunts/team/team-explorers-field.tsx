/**
 * The explorers' first names on the join form, as the hunt's explorers panel takes them (a name box and
 * "Add", each name a chip with its own remove button) but inside the form: Enter in the box adds the
 * name rather than sending the form. A name that breaks a rule is refused with the reason by the box.
 */
import type { KeyboardEvent } from "react";
import { TEAM_EXPLORERS_MAX } from "#shared/rules/group-play";
import { fieldAria } from "../../../components/field-aria";
import { FieldMessages } from "../../../components/field-messages";
import { useTexts } from "../../../lib/i18n/texts";
import { ExplorerChips } from "../explorers/explorer-chips";
import { addTeamExplorer } from "./join-check";
import { teamsTexts } from "./teams-texts";

interface Props {
  names: readonly string[];
  onNames: (names: string[]) => void;
  /** The name typed and not added yet, which joining adds. */
  typed: string;
  onTyped: (typed: string) => void;
  error?: string;
  onError: (error: string | undefined) => void;
}

const ID = "team-explorer";

export function TeamExplorersField({ names, onNames, typed, onTyped, error, onError }: Props) {
  const t = useTexts(teamsTexts);
  const hint = t.explorersHint({ max: TEAM_EXPLORERS_MAX });
  const add = () => {
    const next = addTeamExplorer(names, typed, t);
    if ("error" in next) return onError(next.error);
    onNames(next.names);
    onTyped("");
    onError(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };
  return (
    <fieldset className="team-explorers stack">
      <legend>{t.explorersLabel()}</legend>
      <ExplorerChips names={names} label={t.explorersInTeam()} removeLabel={(name) => t.removeExplorer({ name })} onNames={onNames} />
      <label htmlFor={ID}>{t.explorerName()}</label>
      <div className="row">
        <input id={ID} type="text" autoComplete="off" value={typed} onChange={(e) => onTyped(e.target.value)} onKeyDown={onKeyDown} {...fieldAria(ID, error, hint)} />
        <button type="button" className="btn btn-secondary btn-small" onClick={add}>
          {t.addExplorer()}
        </button>
      </div>
      <FieldMessages id={ID} hint={hint} />
      {/* Said at once: the name was refused on a tap, not on sending the form. */}
      {error && (
        <p id={`${ID}-error`} className="form-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
