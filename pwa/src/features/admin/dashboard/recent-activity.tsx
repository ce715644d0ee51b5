/** The dashboard's Recent Activity: real orders, hunt completions and sign-ups, newest first. */
import type { ActivityResponse } from "#shared/schemas/activity";
import type { ApiRead } from "../../../lib/api/use-api-read";
import { activityText } from "./activity-text";
import { formatDateTime } from "./dashboard-format";
import { ReadFailure } from "./read-failure";

export function RecentActivity({ activity }: { activity: ApiRead<ActivityResponse> & { reload: () => void } }) {
  return (
    <section className="card card-body stack" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Recent Activity</h2>
      {activity.state === "loading" && <p className="muted">Loading activity...</p>}
      {activity.state === "failed" && <ReadFailure what="Recent activity" error={activity.error} retry={activity.reload} />}
      {activity.state === "ready" && activity.data.items.length === 0 && (
        <p className="muted">No activity yet. Orders, hunt completions and sign-ups will show up here.</p>
      )}
      {activity.state === "ready" && activity.data.items.length > 0 && (
        <ol className="dashboard-list activity-list">
          {activity.data.items.map((event) => (
            <li key={event.id} className={`activity-${event.type}`}>
              <span>{activityText(event)}</span>
              <time className="muted" dateTime={event.at}>
                {formatDateTime(event.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
