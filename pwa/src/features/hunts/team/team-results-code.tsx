/**
 * "Show results to your leader": the team's current result as a QR code the leader's phone scans, made
 * and signed on this phone, so it works with no signal on either. Black on white and as wide as the
 * screen allows (team.css), so it is read from across a table or from a photo of the screen; the
 * team's name and result are written under it for the people looking.
 */
import { useEffect, useState } from "react";
import { useStore } from "zustand";
import { signTeamResult } from "#shared/rules/team-result";
import { useTexts } from "../../../lib/i18n/texts";
import { QrCode } from "../../../lib/qr/qr-code";
import type { PlayableHunt } from "../playable-hunt";
import type { ProgressStore } from "../stores/hunt-progress";
import { currentResult, reportKey } from "./current-result";
import type { ActiveTeam } from "./group-team";
import { TeamResultLine } from "./team-result-line";
import { teamsTexts } from "./teams-texts";

interface Props {
  team: ActiveTeam;
  hunt: PlayableHunt;
  store: ProgressStore;
  /** Once the hunt is done, the button leads the page. */
  prominent: boolean;
}

/** The signed text of the team's result while `shown`, made again when the result changes. */
function useSignedResult(shown: boolean, { team, hunt, store }: Omit<Props, "prominent">): string | undefined {
  const [text, setText] = useState<string>();
  const key = useStore(store, reportKey);
  const { code, teamId, name } = team;
  useEffect(() => {
    if (!shown) return;
    let live = true;
    const result = currentResult(store.getState(), hunt, { code, teamId, name });
    void signTeamResult(result, team.key).then((signed) => live && setText(signed));
    return () => {
      live = false;
    };
  }, [shown, key, hunt, store, code, teamId, name, team.key]);
  return shown ? text : undefined;
}

export function TeamResultsCode({ team, hunt, store, prominent }: Props) {
  const t = useTexts(teamsTexts);
  const [shown, setShown] = useState(false);
  const text = useSignedResult(shown, { team, hunt, store });
  return (
    <div className="stack">
      <button
        type="button"
        className={prominent ? "btn btn-accent team-results-button" : "btn btn-secondary"}
        aria-expanded={shown}
        aria-controls="team-results"
        onClick={() => setShown(!shown)}
      >
        {t.showResults()}
      </button>
      <figure id="team-results" className="team-results" hidden={!shown}>
        {text ? <QrCode text={text} label={t.resultsQrLabel({ name: team.name })} className="team-results-qr" /> : <div className="spinner" />}
        <figcaption className="stack">
          <strong className="team-results-name">{t.resultsTitle({ name: team.name })}</strong>
          <TeamResultLine hunt={hunt} store={store} />
          <span className="muted">{t.resultsHint()}</span>
        </figcaption>
      </figure>
    </div>
  );
}
