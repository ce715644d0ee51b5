/**
 * The built-in free science-center hunt, always first in the list. Its content ships with the app, so it
 * is ready offline exactly when the app is saved on the device.
 */
import { Link } from "../../../lib/i18n/links";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { playTexts } from "../play-texts";
import { useRoperHunt } from "../roper-hunt";
import { useAppSaved } from "../use-app-saved";

export function RoperHuntCard({ completed }: { completed: boolean }) {
  const saved = useAppSaved();
  const t = useTexts(huntsTexts);
  const play = useTexts(playTexts);
  const roper = useRoperHunt();
  return (
    <article className="card hunt-card">
      <div className="hunt-thumb hunt-thumb-empty" aria-hidden="true">{roper.emoji}</div>
      <div className="card-body stack">
        <div className="row">
          <span className="badge difficulty-easy">{play.easy()}</span>
          <span className="badge">{t.free()}</span>
          {completed && <span className="badge badge-done">{t.completed()}</span>}
        </div>
        <h3>{roper.title}</h3>
        <p className="muted">📍 {roper.location}</p>
        <p>{roper.description}</p>
        <ul className="hunt-facts">
          <li>{t.clueCount({ count: roper.clues.length })}</li>
          <li>{roper.estimated_time}</li>
          <li>{roper.age_range}</li>
        </ul>
        <Link className="btn" to="/roperhunt">
          {completed ? t.viewAchievement() : t.startFreeHunt()}
        </Link>
        {saved ? <p className="offline-line offline-ready">{t.readyOffline()}</p> : <p className="offline-line muted">{t.roperOfflineSoon()}</p>}
      </div>
    </article>
  );
}
