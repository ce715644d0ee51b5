/**
 * Page views per day as SVG bars, no chart library. Each bar is an image named by its day and count (and
 * a <title> tooltip for the mouse), and the caption sums the month up in words, so the chart reads the
 * same without sight.
 */
import { formatCount, formatDay } from "./dashboard-format";

interface DayViews {
  date: string;
  views: number;
}

const BAR_STEP = 10;
const BAR_WIDTH = 8;
const CHART_HEIGHT = 100;
/** An empty day still shows a sliver, so a quiet day reads as zero rather than as a missing day. */
const EMPTY_BAR_HEIGHT = 1;

const viewsText = (n: number) => `${formatCount(n)} ${n === 1 ? "view" : "views"}`;

function summaryOf(days: DayViews[]): string {
  const total = days.reduce((sum, day) => sum + day.views, 0);
  if (total === 0) return `No page views in the last ${days.length} days yet.`;
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best));
  return `${viewsText(total)} in the last ${days.length} days. Busiest day: ${formatDay(busiest.date)} with ${viewsText(busiest.views)}.`;
}

export function ViewsChart({ days }: { days: DayViews[] }) {
  const peak = Math.max(0, ...days.map((day) => day.views));
  return (
    <figure className="views-chart">
      <svg
        viewBox={`0 0 ${days.length * BAR_STEP} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        role="group"
        aria-label="Page views per day"
      >
        {days.map((day, i) => {
          const height = peak > 0 && day.views > 0 ? (day.views / peak) * CHART_HEIGHT : EMPTY_BAR_HEIGHT;
          const label = `${formatDay(day.date)}: ${viewsText(day.views)}`;
          return (
            <rect
              key={day.date}
              className={day.views > 0 ? "views-bar" : "views-bar views-bar-empty"}
              x={i * BAR_STEP + (BAR_STEP - BAR_WIDTH) / 2}
              y={CHART_HEIGHT - height}
              width={BAR_WIDTH}
              height={height}
              role="img"
              aria-label={label}
            >
              <title>{label}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div className="views-chart-axis" aria-hidden="true">
          <span>{formatDay(days[0]!.date)}</span>
          <span>{formatDay(days.at(-1)!.date)}</span>
        </div>
      )}
      <figcaption>{summaryOf(days)}</figcaption>
    </figure>
  );
}
