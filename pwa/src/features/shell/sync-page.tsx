/**
 * /sync: everything the device still has to tell the server, and everything the server refused with
 * its reason. Refused items stay until the family dismisses them, so nothing disappears silently.
 */
import { useState } from "react";
import { useLiveQuery } from "../../lib/database/use-live-query";
import { db, type OutboxRow } from "../../lib/database/db";
import { discardRejected } from "../../sync/outbox-rows";
import { kindInWords } from "./outbox-words";
import { relativeTime } from "./relative-time";
import { describeReport, syncNow } from "./sync-now";
import { useSyncStatus } from "./sync-status";
import { useNow } from "./use-now";
import { LOCALES } from "#shared/rules/languages";
import { errorTexts, saidIn } from "../../lib/i18n/error-texts";
import { useTexts } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { syncTexts } from "./sync-texts";
import "./sync-page.css";

const CLOCK_TICK_MS = 30_000;

function queuedAt(row: OutboxRow, locale: string): string {
  return new Date(row.createdAt).toLocaleString(locale);
}

export default function SyncPage() {
  const rows = useLiveQuery(() => db.outbox.orderBy("id").toArray(), [], [] as OutboxRow[]);
  const { lastSyncedAt } = useSyncStatus();
  const now = useNow(CLOCK_TICK_MS);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<string | null>(null);
  const t = useTexts(syncTexts);
  const e = useTexts(errorTexts);
  const lang = useLang();
  const at = (row: OutboxRow) => queuedAt(row, LOCALES[lang]);
  const pending = rows.filter((row) => row.state === "pending");
  const rejected = rows.filter((row) => row.state === "rejected");

  const onSync = async () => {
    setBusy(true);
    setReport(null);
    try {
      setReport(describeReport(await syncNow(), t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container stack sync-page">
      <h1>{t.title()}</h1>
      <p className="muted">
        {t.intro()} {lastSyncedAt !== null ? t.lastSynced({ when: relativeTime(lastSyncedAt, now, lang) }) : t.neverSynced()}
      </p>
      <div className="row">
        <button type="button" className="btn" onClick={() => void onSync()} disabled={busy}>
          {busy ? t.syncing() : t.syncNow()}
        </button>
        <p role="status" className="sync-report">
          {report}
        </p>
      </div>

      <section className="stack" aria-labelledby="pending-heading">
        <h2 id="pending-heading">{t.waitingHeading({ count: pending.length })}</h2>
        {pending.length === 0 ? (
          <p className="muted">{t.nothingWaiting()}</p>
        ) : (
          <ul className="sync-list">
            {pending.map((row) => (
              <li key={row.id} className="card card-body">
                <strong>{kindInWords(row.kind, t)}</strong>
                <span className="muted"> {t.queued({ when: at(row) })}</span>
                <div className="sync-meta">
                  {t.attempts({ count: row.attempts })}
                  {row.lastError && <> · {t.lastError({ error: saidIn({ error: row.lastError, ...row.reason }, e) })}</>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="stack" aria-labelledby="attention-heading">
        <h2 id="attention-heading">{t.attentionHeading({ count: rejected.length })}</h2>
        {rejected.length === 0 ? (
          <p className="muted">{t.allAccepted()}</p>
        ) : (
          <ul className="sync-list">
            {rejected.map((row) => (
              <li key={row.id} className="card card-body row sync-rejected">
                <div>
                  <strong>{kindInWords(row.kind, t)}</strong>
                  <span className="muted"> {t.queued({ when: at(row) })}</span>
                  <div className="sync-reason">{t.serverSaid({ reason: saidIn({ error: row.detail ?? row.lastError ?? t.refused(), ...row.reason }, e) })}</div>
                </div>
                <button type="button" className="btn btn-secondary btn-small" onClick={() => void discardRejected(row.id)}>
                  {t.dismiss()}
                  <span className="visually-hidden"> {t.dismissWhat({ what: kindInWords(row.kind, t).toLocaleLowerCase(LOCALES[lang]), when: at(row) })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
