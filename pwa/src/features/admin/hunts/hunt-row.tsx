/**
 * One hunt in the admin list: its state and price, what it contains, the languages it is offered in
 * (and a translation still being written), its numbers (views, completions and how many were played in
 * each language, purchases, revenue) and its actions. Only a published hunt links to its public page, the one
 * families can open.
 */
import { Link } from "react-router-dom";
import { LANG_NAMES, LANGS, TRANSLATED_LANGS, type Lang } from "#shared/rules/languages";
import { formatMoney } from "#shared/rules/money";
import type { HuntSummary } from "#shared/schemas/hunt";

export interface HuntNumbers {
  views: number;
  completions: number;
  /** Completions by the language they were played in; absent when the analytics could not be read. */
  completionsByLang?: Partial<Record<Lang, number>>;
  purchases: number;
  /** Unknown when the analytics could not be read. */
  revenue: number | null;
}

interface Props {
  hunt: HuntSummary;
  numbers: HuntNumbers;
  busy: boolean;
  onDelete: () => void;
}

/** "English · Español" and, for a version not complete yet, "Español: draft". */
function languagesText(hunt: HuntSummary): string {
  const offered = LANGS.filter((lang) => lang === "en" || hunt.languages?.includes(lang)).map((lang) => LANG_NAMES[lang]);
  const drafts = TRANSLATED_LANGS.filter((lang) => hunt.translations?.[lang] && !hunt.languages?.includes(lang)).map((lang) => `${LANG_NAMES[lang]}: draft`);
  return [...offered, ...drafts].join(" · ");
}

/** "7 (English 5 · Español 2)" once any was played in another language than English. */
function completionsText({ completions, completionsByLang }: HuntNumbers): string {
  const translated = TRANSLATED_LANGS.some((lang) => (completionsByLang?.[lang] ?? 0) > 0);
  if (!translated) return String(completions);
  return `${completions} (${LANGS.map((lang) => `${LANG_NAMES[lang]} ${completionsByLang?.[lang] ?? 0}`).join(" · ")})`;
}

export function HuntRow({ hunt, numbers, busy, onDelete }: Props) {
  const stats: [string, string][] = [
    ["Views", String(numbers.views)],
    ["Completions", completionsText(numbers)],
    ["Purchases", String(numbers.purchases)],
    ["Revenue", numbers.revenue === null ? "—" : formatMoney(numbers.revenue)],
  ];
  return (
    <li className="admin-row">
      <h2>{hunt.title}</h2>
      <p className="admin-row-meta">
        <span className={hunt.published ? "badge" : "badge badge-warn"}>{hunt.published ? "Published" : "Draft"}</span>
        <span className="hunt-difficulty">{hunt.difficulty}</span>
        <span>{hunt.price === 0 ? "FREE" : formatMoney(hunt.price)}</span>
        {hunt.location && <span>{hunt.location}</span>}
        <span>
          {hunt.item_count} items · {hunt.question_count} questions
        </span>
        <span>{languagesText(hunt)}</span>
      </p>
      <dl className="hunt-numbers">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="admin-row-actions">
        <Link className="btn btn-secondary btn-small" to={`/admin/hunts/edit/${hunt.id}`} aria-label={`Edit ${hunt.title}`}>
          Edit
        </Link>
        {hunt.published && (
          <Link className="btn btn-secondary btn-small" to={`/hunt/${hunt.id}`} aria-label={`View ${hunt.title}`}>
            View
          </Link>
        )}
        <button type="button" className="btn btn-danger btn-small" disabled={busy} onClick={onDelete} aria-label={`Delete ${hunt.title}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
