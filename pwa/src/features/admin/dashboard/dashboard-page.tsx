/**
 * /admin/dashboard: traffic and content figures, quick actions, page views per day for the last 30
 * days, the newest posts, books and episodes, and Recent Activity from real events. Online-only like the
 * rest of the admin area, so it reads straight from the API.
 */
import { useApiRead } from "../../../lib/api/use-api-read";
import { ACTIVITY, CONTENT_STATS, SUMMARY } from "./dashboard-reads";
import { QuickActions } from "./quick-actions";
import { RecentActivity } from "./recent-activity";
import { RecentBooks, RecentEpisodes, RecentPosts } from "./recent-content";
import { ContentStatsPanel, TrafficStats } from "./site-stats";
import { ViewsChart } from "./views-chart";
import "./dashboard.css";

export default function DashboardPage() {
  const summary = useApiRead(SUMMARY.path, SUMMARY.schema);
  const contentStats = useApiRead(CONTENT_STATS.path, CONTENT_STATS.schema);
  const activity = useApiRead(ACTIVITY.path, ACTIVITY.schema);

  return (
    <div className="dashboard stack">
      <h1>Dashboard</h1>
      <TrafficStats summary={summary} />
      <ContentStatsPanel stats={contentStats} />
      <QuickActions />
      {summary.state === "ready" && (
        <section className="card card-body stack" aria-labelledby="views-heading">
          <h2 id="views-heading">Page views, last {summary.data.daily_views.length} days</h2>
          <ViewsChart days={summary.data.daily_views} />
        </section>
      )}
      <div className="dashboard-columns">
        <RecentPosts />
        <RecentBooks />
        <RecentEpisodes />
        <RecentActivity activity={activity} />
      </div>
    </div>
  );
}
