/**
 * /admin/hunts: every hunt (drafts too), featured first, a page at a time ("Load more" reads the next),
 * with its analytics, links to create and edit, and delete after a confirmation. The list shows even when the analytics cannot be read; the counts then come from the
 * hunt list itself and revenue is unknown.
 */
import { useState } from "react";
import { Link } from "react-router-dom";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import type { HuntAnalytics, HuntList, HuntSummary } from "#shared/schemas/hunt";
import { api } from "../../../lib/api/api-client";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { ResourceStatus } from "../shared/resource-status";
import { useAdminResource } from "../../../lib/api/use-admin-resource";
import { useAdminPages } from "../../../lib/api/use-admin-pages";
import { ListFoot } from "../shared/list-foot";
import { deleteHunt } from "./hunt-actions";
import { HuntRow, type HuntNumbers } from "./hunt-row";
import { HuntTotals } from "./hunt-totals";
import { useHuntDetails, type HuntDetail } from "./use-hunt-details";
import "../shared/admin-shared.css";
import "./hunts-admin.css";

/** A page of the catalog, whose list is named `hunts` (GET /api/hunts), as the admin's pages read it. */
async function readHunts(cursor: string | undefined) {
  const res = await api.get<HuntList>("/hunts", { cursor });
  return res.success ? { ...res, data: { items: res.data.hunts, total: res.data.total, next: res.data.next } } : res;
}

/** A hunt's figures from its analytics row; until that is read (or when it cannot be), the list's own counts and no revenue. */
function numbersOf(hunt: HuntSummary, detail: HuntDetail | undefined): HuntNumbers {
  if (detail) {
    const { views, completions, completions_by_lang: completionsByLang, purchases, revenue } = detail;
    return { views, completions, completionsByLang, purchases, revenue };
  }
  return { views: hunt.view_count, completions: hunt.completion_count, purchases: hunt.purchase_count, revenue: null };
}

export default function HuntsAdminPage() {
  const hunts = useAdminPages(readHunts);
  const analytics = useAdminResource(() => api.get<HuntAnalytics>("/admin/hunt-analytics"));
  const [doomed, setDoomed] = useState<HuntSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  const figures = analytics.state.status === "ready" ? analytics.state.data : null;
  const loaded = hunts.state.status === "ready" ? hunts.state.data.items : [];
  const firstDetails = new Map(figures?.hunt_details.map((detail) => [detail.hunt_id, detail]));
  // The unfiltered read holds the first hunts by id; the others' rows are read as their pages load.
  const details = useHuntDetails(figures ? loaded.filter((hunt) => !firstDetails.has(hunt.id)).map((hunt) => hunt.id) : []);
  const detailOf = (id: number) => firstDetails.get(id) ?? details.get(id);

  const remove = async (hunt: HuntSummary) => {
    setDeleting(true);
    if (await deleteHunt(hunt)) {
      hunts.update((list) => ({ ...list, items: list.items.filter((h) => h.id !== hunt.id), total: list.total - 1 }));
      analytics.reload();
    }
    setDeleting(false);
    setDoomed(null);
  };

  return (
    <section className="stack">
      <div className="admin-page-head">
        <h1>Hunt Management</h1>
        <Link className="btn" to="/admin/hunts/new">
          Create New Hunt
        </Link>
      </div>
      {figures && <HuntTotals analytics={figures} />}
      {analytics.state.status === "error" && <p className="alert alert-warn">Analytics are unavailable right now: {analytics.state.error}</p>}
      <ResourceStatus state={hunts.state} loading="Loading hunts..." failed="Could not load hunts" onRetry={hunts.reload} />
      {hunts.state.status === "ready" &&
        (hunts.state.data.items.length === 0 ? (
          <p className="muted">No hunts yet. Create the first one.</p>
        ) : (
          <>
            <ul className="admin-list">
              {hunts.state.data.items.map((hunt) => (
                <HuntRow key={hunt.id} hunt={hunt} numbers={numbersOf(hunt, detailOf(hunt.id))} busy={deleting && doomed?.id === hunt.id} onDelete={() => setDoomed(hunt)} />
              ))}
            </ul>
            <ListFoot list={hunts.state.data} pages={hunts} />
          </>
        ))}
      {doomed && (
        <ConfirmDialog
          title={`Delete ${doomed.title}?`}
          message={`Are you sure you want to delete this hunt? ${MESSAGES.cannotBeUndone}`}
          busy={deleting}
          onConfirm={() => void remove(doomed)}
          onCancel={() => setDoomed(null)}
        />
      )}
    </section>
  );
}
