/**
 * /sync: everything the device still has to tell the server, and everything the server refused with
 * its reason. Refused items stay until the family dismisses them, so nothing disappears silently.
 */
import { useState } from "react";
import { useLiveQuery } from "../../lib/use-live-query";
import { db, type OutboxRow } from "../../lib/db";
import { discardRejected } from "../../sync/outbox-rows";
import { kindInWords } from "./outbox-words";
import { relativeTime } from "./relative-time";
import { describeReport, syncNow } from "./sync-now";
import { useSyncStatus } from "./sync-status";
import { useNow } from "./use-now";
import "./sync-page.css";

const CLOCK_TICK_MS = 30_000;

function queuedAt(row: OutboxRow): string {
  return new Date(row.createdAt).toLocaleString();
}

export default function SyncPage() {
  const rows = useLiveQuery(() => db.outbox.orderBy("id").toArray(), [], [] as OutboxRow[]);
  const { lastSyncedAt } = useSyncStatus();
  const now = useNow(CLOCK_TICK_MS);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<string | null>(null);
  const pending = rows.filter((row) => row.state === "pending");
  const rejected = rows.filter((row) => row.state === "rejected");

  const onSync = async () => {
    setBusy(true);
    setReport(null);
    try {
      setReport(describeReport(await syncNow()));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container stack sync-page">
      <h1>Sync</h1>
      <p className="muted">
        What you do with no signal is kept on this device and sent when there is a connection.{" "}
        {lastSyncedAt !== null ? `Last synced ${relativeTime(lastSyncedAt, now)}.` : "This device has not synced yet."}
      </p>
      <div className="row">
        <button type="button" className="btn" onClick={() => void onSync()} disabled={busy}>
          {busy ? "Syncing..." : "Sync now"}
        </button>
        <p role="status" className="sync-report">
          {report}
        </p>
      </div>

      <section className="stack" aria-labelledby="pending-heading">
        <h2 id="pending-heading">Waiting to sync ({pending.length})</h2>
        {pending.length === 0 ? (
          <p className="muted">Nothing is waiting. Everything you did has reached the server.</p>
        ) : (
          <ul className="sync-list">
            {pending.map((row) => (
              <li key={row.id} className="card card-body">
                <strong>{kindInWords(row.kind)}</strong>
                <span className="muted"> queued {queuedAt(row)}</span>
                <div className="sync-meta">
                  Attempts: {row.attempts}
                  {row.lastError && <> · Last error: {row.lastError}</>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="stack" aria-labelledby="attention-heading">
        <h2 id="attention-heading">Needs attention ({rejected.length})</h2>
        {rejected.length === 0 ? (
          <p className="muted">The server has accepted everything sent so far.</p>
        ) : (
          <ul className="sync-list">
            {rejected.map((row) => (
              <li key={row.id} className="card card-body row sync-rejected">
                <div>
                  <strong>{kindInWords(row.kind)}</strong>
                  <span className="muted"> queued {queuedAt(row)}</span>
                  <div className="sync-reason">The server said: {row.detail ?? row.lastError ?? "Refused by the server"}</div>
                </div>
                <button type="button" className="btn btn-secondary btn-small" onClick={() => void discardRejected(row.id)}>
                  Dismiss<span className="visually-hidden"> {kindInWords(row.kind).toLowerCase()} queued {queuedAt(row)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
