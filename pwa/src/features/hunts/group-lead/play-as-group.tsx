/**
 * "Play as a group" on a hunt the signed-in leader can play: makes the group on the server (it needs
 * signal; the teams need the server to join) and opens its page. The group, its key and the hunt's title
 * are kept on the phone first, so the page opens from then on with or without signal.
 */
import { useState } from "react";
import { errorTexts, saidIn } from "../../../lib/i18n/error-texts";
import { useNavigate } from "../../../lib/i18n/links";
import { useTexts } from "../../../lib/i18n/texts";
import { createGroup } from "./group-api";
import { groupsTexts } from "./groups-texts";
import { groupPath } from "./lead-group";
import { saveNewGroup, type GroupHunt } from "./lead-group-store";
import "./group-lead.css";

const FORBIDDEN = 403;

export function PlayAsGroup({ hunt }: { hunt: GroupHunt }) {
  const t = useTexts(groupsTexts);
  const e = useTexts(errorTexts);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setProblem(null);
    const res = await createGroup(hunt.id);
    if (res.success) {
      await saveNewGroup(res.data, hunt);
      navigate(groupPath(res.data.code));
      return;
    }
    setBusy(false);
    setProblem(res.status === 0 ? t.makeNeedsSignal() : res.status === FORBIDDEN ? t.makeRefused() : saidIn(res, e));
  };

  return (
    <div className="play-as-group">
      <button type="button" className="btn btn-secondary" onClick={() => void start()} disabled={busy}>
        {busy ? t.makingGroup() : t.playAsGroup()}
      </button>
      <p role="status" className="play-as-group-problem">
        {problem}
      </p>
    </div>
  );
}
