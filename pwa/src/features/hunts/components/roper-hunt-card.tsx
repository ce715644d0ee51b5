/**
 * The built-in free science-center hunt, always first in the list. Its content ships with the app, so it
 * is ready offline exactly when the app is saved on the device.
 */
import { Link } from "react-router-dom";
import { ROPER_HUNT } from "#shared/roper-hunt";
import { useAppSaved } from "../use-app-saved";

export function RoperHuntCard({ completed }: { completed: boolean }) {
  const saved = useAppSaved();
  return (
    <article className="card hunt-card">
      <div className="hunt-thumb hunt-thumb-empty" aria-hidden="true">🔬</div>
      <div className="card-body stack">
        <div className="row">
          <span className="badge difficulty-easy">Easy</span>
          <span className="badge">FREE</span>
          {completed && <span className="badge badge-done">Completed</span>}
        </div>
        <h3>{ROPER_HUNT.title}</h3>
        <p className="muted">📍 {ROPER_HUNT.location}</p>
        <p>{ROPER_HUNT.description}</p>
        <ul className="hunt-facts">
          <li>{ROPER_HUNT.clueCount} clues</li>
          <li>{ROPER_HUNT.estimated_time}</li>
          <li>{ROPER_HUNT.age_range}</li>
        </ul>
        <Link className="btn" to="/roperhunt">
          {completed ? "View Your Achievement" : "Start Free Hunt"}
        </Link>
        {saved ? (
          <p className="offline-line offline-ready">Ready offline ✓</p>
        ) : (
          <p className="offline-line muted">Ready offline once the app has finished saving itself on this device.</p>
        )}
      </div>
    </article>
  );
}
