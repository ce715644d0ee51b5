/**
 * The dashboard's figures: traffic from the admin analytics summary, and the content counts every visitor
 * can see. The content counts start at their defaults (4, 4, 0, 0, 0, 0) until the server answers.
 */
import type { AnalyticsSummary, ContentStats } from "#shared/schemas/analytics";
import { CONTENT_STATS_DEFAULTS } from "#shared/rules/content-stats";
import type { ApiRead } from "../../../lib/api/use-api-read";
import { formatCount, formatGrowth } from "./dashboard-format";
import { ReadFailure } from "./read-failure";
import { StatList } from "../../../components/stat-list";

type Read<T> = ApiRead<T> & { reload: () => void };

export function TrafficStats({ summary }: { summary: Read<AnalyticsSummary> }) {
  return (
    <section className="stack" aria-labelledby="traffic-heading">
      <h2 id="traffic-heading">Site traffic</h2>
      {summary.state === "loading" && <p className="muted">Loading traffic...</p>}
      {summary.state === "failed" && <ReadFailure what="Traffic" error={summary.error} retry={summary.reload} />}
      {summary.state === "ready" && (
        <StatList
          className="dashboard-stats"
          itemClassName="dashboard-stat"
          stats={[
            { label: "Total Views", value: formatCount(summary.data.total_views) },
            { label: "Today's Views", value: formatCount(summary.data.today_views) },
            { label: "Growth vs Yesterday", value: formatGrowth(summary.data.growth_rate) },
            { label: "Unique Visitors", value: formatCount(summary.data.unique_visitors) },
            { label: "Most Popular Page", value: summary.data.most_popular_page || "None yet" },
          ]}
        />
      )}
    </section>
  );
}

export function ContentStatsPanel({ stats }: { stats: Read<ContentStats> }) {
  const counts = stats.state === "ready" ? stats.data : CONTENT_STATS_DEFAULTS;
  return (
    <section className="stack" aria-labelledby="content-heading">
      <h2 id="content-heading">Content</h2>
      <StatList
        className="dashboard-stats"
        itemClassName="dashboard-stat"
        stats={[
          { label: "Blog Posts", value: formatCount(counts.blog_posts) },
          { label: "Books", value: formatCount(counts.books) },
          { label: "Podcast Episodes", value: formatCount(counts.podcast_episodes) },
          { label: "Blog Views", value: formatCount(counts.blog_views) },
          { label: "Book Views", value: formatCount(counts.book_views) },
          { label: "Podcast Views", value: formatCount(counts.podcast_views) },
        ]}
      />
    </section>
  );
}
