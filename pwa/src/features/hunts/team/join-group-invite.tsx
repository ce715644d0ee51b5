/** "Join a group" on the hunts list: where a team on its own phone starts, with its leader's code. */
import { Link } from "../../../lib/i18n/links";
import { useTexts } from "../../../lib/i18n/texts";
import { teamsTexts } from "./teams-texts";

export function JoinGroupInvite() {
  const t = useTexts(teamsTexts);
  return (
    <section className="container" aria-labelledby="join-group-heading">
      <div className="card card-body stack join-group-invite">
        <h2 id="join-group-heading">{t.groupPlayTitle()}</h2>
        <p>{t.joinGroupTeaser()}</p>
        <p>
          <Link className="btn btn-secondary" to="/join">
            {t.joinGroupLink()}
          </Link>
        </p>
      </div>
    </section>
  );
}
