/**
 * What the analytics counts (`analytics_counts`, in ./sqlite.ts and ./pg.ts) keep, each by a subject and
 * a detail ("" where a metric has none):
 * - `views` all page views; `views.day` by the UTC day they happened (subject YYYY-MM-DD); `views.page` by page;
 * - `visitors` the distinct visitor ids ever seen (each adds one when `analytics_visitors` first holds it);
 * - `first_views` first content views (no engagement type) by content type; `hunt.views` those of hunts, by hunt id;
 * - `hunt.completions` by hunt key ("roper" included) and the language played in (detail);
 * - `hunt.finds` by hunt key and how the item was found (detail);
 * - `hunt.purchases` and `hunt.revenue_cents`: completed hunt orders by hunt id.
 */
export const COUNT_METRICS = [
  "views",
  "views.day",
  "views.page",
  "visitors",
  "first_views",
  "hunt.views",
  "hunt.completions",
  "hunt.finds",
  "hunt.purchases",
  "hunt.revenue_cents",
] as const;

export type CountMetric = (typeof COUNT_METRICS)[number];
