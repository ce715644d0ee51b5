/**
 * "Sync now": the family asked for it, so rows waiting out a retry back-off are made due again before
 * the one flush runs; the report says what happened in plain words.
 */
import { db } from "../../lib/database/db";
import { flushOutbox, type FlushReport } from "../../sync/flush";
import type { Messages } from "../../lib/i18n/texts";
import type { syncTexts } from "./sync-texts";

export async function syncNow(): Promise<FlushReport> {
  const now = Date.now();
  await db.outbox.where("state").equals("pending").modify((row) => {
    row.nextAttemptAt = Math.min(row.nextAttemptAt, now);
  });
  return flushOutbox();
}

export function describeReport(report: FlushReport, t: Messages<typeof syncTexts.en>): string {
  if (report.signInRequired) return t.reportSignIn();
  const delivered = report.applied + report.duplicate;
  const parts: string[] = [];
  if (report.sent > 0) parts.push(t.reportSent({ delivered, sent: report.sent }));
  if (report.rejected > 0) parts.push(t.reportRejected({ count: report.rejected }));
  if (report.waiting > 0) parts.push(t.reportWaiting({ count: report.waiting }));
  if (report.failed) parts.push(t.reportFailed());
  if (parts.length === 0) return report.skipped ? t.reportSkipped() : t.reportUpToDate();
  return parts.join(" ");
}
