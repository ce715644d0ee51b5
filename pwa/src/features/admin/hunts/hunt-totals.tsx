/** The totals of the hunt analytics: hunts, revenue, purchases, completions and the languages they were played in. */
import { LANG_NAMES, LANGS } from "#shared/rules/languages";
import { formatMoney } from "#shared/rules/money";
import type { HuntAnalytics } from "#shared/schemas/hunt";

export function HuntTotals({ analytics }: { analytics: HuntAnalytics }) {
  const totals: [string, string][] = [
    ["Total Hunts", String(analytics.total_hunts)],
    ["Total Revenue", formatMoney(analytics.total_revenue)],
    ["Total Purchases", String(analytics.total_purchases)],
    ["Total Completions", String(analytics.total_completions)],
    ["Completions by Language", LANGS.map((lang) => `${LANG_NAMES[lang]} ${analytics.completions_by_lang[lang] ?? 0}`).join(" · ")],
  ];
  return (
    <ul className="admin-stats" aria-label="Hunt totals">
      {totals.map(([label, value]) => (
        <li key={label}>
          <span className="muted">{label}</span>
          <strong>{value}</strong>
        </li>
      ))}
    </ul>
  );
}
