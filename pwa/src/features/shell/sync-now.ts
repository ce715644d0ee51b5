/**
 * "Sync now": the family asked for it, so rows waiting out a retry back-off are made due again before
 * the one flush runs; the report says what happened in plain words.
 */
import { db } from "../../lib/db";
import { flushOutbox, type FlushReport } from "../../sync/flush";

export async function syncNow(): Promise<FlushReport> {
  const now = Date.now();
  await db.outbox.where("state").equals("pending").modify((row) => {
    row.nextAttemptAt = Math.min(row.nextAttemptAt, now);
  });
  return flushOutbox();
}

export function describeReport(report: FlushReport): string {
  if (report.signInRequired) return "Sign in again to sync: the server did not accept this device's sign-in.";
  const delivered = report.applied + report.duplicate;
  const parts: string[] = [];
  if (report.sent > 0) parts.push(`Sent ${delivered} of ${report.sent} waiting ${report.sent === 1 ? "item" : "items"}.`);
  if (report.rejected > 0) parts.push(`${report.rejected} need${report.rejected === 1 ? "s" : ""} attention.`);
  if (report.waiting > 0) parts.push(`${report.waiting} will be sent again later: the server asked this device to wait.`);
  if (report.failed) parts.push("Could not reach the server; it will try again by itself.");
  if (parts.length === 0) return report.skipped ? "A sync was already running; it has finished." : "Everything is up to date.";
  return parts.join(" ");
}
