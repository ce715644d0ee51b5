/**
 * /join and /join/{code} (the address the leader's QR code opens): a team joins its leader's group with
 * the group's code and a team name. No account and no e-mail: children never sign up. A phone already
 * playing in that group is sent back to its hunt instead of joining a second time.
 */
import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import { normalizeGroupCode } from "#shared/rules/group-play";
import { Link } from "../../../lib/i18n/links";
import { useTexts } from "../../../lib/i18n/texts";
import { isActive, type GroupTeam } from "./group-team";
import { JoinForm } from "./join-form";
import { forgetOldTeams, readTeam } from "./team-store";
import { teamsTexts } from "./teams-texts";
import "../hunts.css";
import "./team.css";

export default function JoinPage() {
  const typed = useParams().code ?? "";
  const code = normalizeGroupCode(typed) ?? typed;
  const t = useTexts(teamsTexts);
  const [joined, setJoined] = useState<GroupTeam>();
  // Read once, as the page opens (not watched): while this phone joins, the team it makes must not replace the form.
  useEffect(() => {
    let live = true;
    void forgetOldTeams()
      .then(() => readTeam(code))
      .then((team) => live && setJoined(team))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <div className="container join-page">
      <div className="card card-body stack">
        <h1>{t.joinTitle()}</h1>
        <p>{t.joinIntro()}</p>
        {joined && isActive(joined) ? (
          <p className="alert">
            {t.alreadyJoined({ name: joined.name, code: joined.code })} <Link to={`/hunt/${joined.huntId}`}>{t.openHunt()}</Link>
          </p>
        ) : (
          <JoinForm key={code} initialCode={code} />
        )}
      </div>
    </div>
  );
}
