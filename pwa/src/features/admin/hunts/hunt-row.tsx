/**
 * One hunt in the admin list: its state and price, what it contains, its numbers (views, completions,
 * purchases, revenue) and its actions. Only a published hunt links to its public page, the one
 * families can open.
 */
import { Link } from "react-router-dom";
import { formatMoney } from "#shared/rules/money";
import type { HuntSummary } from "#shared/schemas/hunt";

export interface HuntNumbers {
  views: number;
  completions: number;
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

export function HuntRow({ hunt, numbers, busy, onDelete }: Props) {
  const stats: [string, string][] = [
    ["Views", String(numbers.views)],
    ["Completions", String(numbers.completions)],
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
