/** Clear cache (and what it removed), the database status, mail, and who is signed in. */
import { useState } from "react";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import { cacheClearSchema } from "#shared/schemas/system";
import { api, NO_ANSWER } from "../../../lib/api/api-client";
import { useAuth } from "../../../stores/auth";
import { toast } from "../../../stores/toasts";
import { DbStatusPanel } from "./db-status-panel";
import { MailPanel } from "./mail-panel";

export const CLEAR_FAILED_TITLE = "Cache not cleared";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function clearCache() {
  const res = await api.post<unknown>("/admin/cache/clear");
  const parsed = res.success ? cacheClearSchema.safeParse(res.data) : null;
  if (!parsed?.success) {
    toast({ title: CLEAR_FAILED_TITLE, description: res.success ? NO_ANSWER.error : res.error, variant: "destructive" });
    return;
  }
  const { cleared, cached_responses } = parsed.data;
  const records = cleared - cached_responses;
  toast({
    title: MESSAGES.cacheCleared,
    description: `Removed ${plural(cached_responses, "cached page response", "cached page responses")} and ${plural(records, "expired server record", "expired server records")}.`,
  });
}

export function SystemTools() {
  const user = useAuth((s) => s.user);
  const [clearing, setClearing] = useState(false);
  const onClear = async () => {
    setClearing(true);
    await clearCache();
    setClearing(false);
  };

  return (
    <section className="stack" aria-labelledby="system-heading">
      <h2 id="system-heading">System tools</h2>
      <div className="settings-cards">
        <article className="card card-body stack" aria-labelledby="cache-heading">
          <h3 id="cache-heading">Cache</h3>
          <p>Drops the server's cached page responses and records that no longer protect anything, such as old sign-in attempts.</p>
          <p>
            <button type="button" className="btn btn-secondary" onClick={onClear} disabled={clearing}>
              {clearing ? "Clearing..." : "Clear cache"}
            </button>
          </p>
        </article>
        <DbStatusPanel />
        <MailPanel />
        <article className="card card-body stack" aria-labelledby="account-heading">
          <h3 id="account-heading">Signed in as</h3>
          <dl className="settings-facts">
            <dt>Name</dt>
            <dd>{user?.name}</dd>
            <dt>Email</dt>
            <dd>{user?.email}</dd>
            <dt>Role</dt>
            <dd className="settings-role">{user?.role}</dd>
          </dl>
        </article>
      </div>
    </section>
  );
}
