/** The latest points earned and spent ("points activity"), newest first. */
import type { PointsTransaction } from "#shared/schemas/user";
import { formatDay } from "../dates";

export const POINTS_ACTIVITY_MAX = 5;

export function PointsActivity({ history }: { history: PointsTransaction[] | null | undefined }) {
  const recent = (history ?? []).slice(0, POINTS_ACTIVITY_MAX);
  return (
    <section className="card card-body stack" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Points Activity</h2>
      {history === null && <p className="muted">Your points activity shows here once this device has been online.</p>}
      {history && recent.length === 0 && <p className="muted">No points activity yet. Finish a hunt to earn your first points!</p>}
      {recent.length > 0 && (
        <ul className="account-list">
          {recent.map((entry) => {
            const earned = entry.transaction_type === "earned";
            return (
              <li key={entry.id}>
                <div>
                  <strong>{entry.description}</strong>
                  <span className="muted"> · {formatDay(entry.created_at)}</span>
                </div>
                <strong className={earned ? "points-earned" : "points-spent"}>
                  {earned ? "+" : "-"}
                  {Math.abs(entry.points_amount)} points
                </strong>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
