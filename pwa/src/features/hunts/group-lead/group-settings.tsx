/**
 * What the leader decides for the whole group, on the server (so it needs signal, and says so without
 * it): the leaderboard the teams see, and ending the group. Printing the results needs nothing.
 */
import { useState } from "react";
import type { GroupBoard } from "#shared/schemas/group";
import { errorTexts, saidIn } from "../../../lib/i18n/error-texts";
import { useTexts } from "../../../lib/i18n/texts";
import { updateGroup, type GroupUpdate } from "./group-api";
import { groupsTexts } from "./groups-texts";
import { saveBoard } from "./lead-group-store";

export function GroupSettings({ code, board }: { code: string; board: GroupBoard | null }) {
  const t = useTexts(groupsTexts);
  const e = useTexts(errorTexts);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ended = board?.status === "ended";

  const send = async (update: GroupUpdate) => {
    setBusy(true);
    setProblem(null);
    const res = await updateGroup(code, update);
    if (res.success) await saveBoard(res.data);
    else setProblem(res.status === 0 ? t.needsSignal() : saidIn(res, e));
    setBusy(false);
  };
  const end = () => {
    if (window.confirm(t.endConfirm())) void send({ status: "ended" });
  };

  return (
    <div className="stack group-settings">
      <div>
        <label className="switch-field">
          <input
            type="checkbox"
            role="switch"
            checked={board?.leaderboard ?? false}
            disabled={busy}
            aria-describedby="leaderboard-hint"
            onChange={(event) => void send({ leaderboard: event.currentTarget.checked })}
          />
          {t.leaderboard()}
        </label>
        <p id="leaderboard-hint" className="muted">
          {t.leaderboardHint()}
        </p>
      </div>
      <div className="row">
        {!ended && (
          <button type="button" className="btn btn-secondary" onClick={end} disabled={busy}>
            {t.endGroup()}
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
          {t.printResults()}
        </button>
      </div>
      <p role="status" className={problem ? "alert alert-warn" : undefined}>
        {problem}
      </p>
    </div>
  );
}
