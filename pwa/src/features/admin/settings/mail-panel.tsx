/**
 * "Mail": where the site's mail goes, when it last sent, how many messages wait and how many failed
 * (with the latest failures' reasons), and "Send a test message" to the signed-in admin.
 */
import { useState } from "react";
import { mailStatusSchema, mailTestAnswerSchema } from "#shared/schemas/mail";
import { api } from "../../../lib/api/api-client";
import { useApiRead } from "../../../lib/api/use-api-read";
import { toast } from "../../../stores/toasts";

export const TEST_FAILED_TITLE = "Test message not sent";

const formatWhen = (iso: string | null) => (iso ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : "Never");

const TRANSPORTS = {
  smtp: "Through the SMTP service in SMTP_URL",
  files: "As .eml files in the server's data folder (no SMTP service set)",
} as const;

export function MailPanel() {
  const status = useApiRead("/admin/mail", mailStatusSchema);
  const [sending, setSending] = useState(false);

  const onTest = async () => {
    setSending(true);
    const res = await api.post<unknown>("/admin/mail/test");
    setSending(false);
    const answer = res.success ? mailTestAnswerSchema.safeParse(res.data) : null;
    if (answer?.success) toast({ title: "Test message queued", description: answer.data.detail });
    else toast({ title: TEST_FAILED_TITLE, description: res.success ? "The server sent an unexpected answer." : res.error, variant: "destructive" });
    status.reload();
  };

  return (
    <article className="card card-body stack" aria-labelledby="mail-heading">
      <div className="row settings-card-head">
        <h3 id="mail-heading">Mail</h3>
        <button type="button" className="btn btn-secondary btn-small" onClick={status.reload}>
          Refresh
        </button>
      </div>
      {status.state === "loading" && <p className="muted">Checking the mail queue...</p>}
      {status.state === "failed" && <p className="alert alert-danger">Mail status could not be read: {status.error}</p>}
      {status.state === "ready" && (
        <>
          <dl className="settings-facts">
            <dt>Sent</dt>
            <dd>{TRANSPORTS[status.data.transport]}</dd>
            <dt>Last sent</dt>
            <dd>{formatWhen(status.data.last_sent_at)}</dd>
            <dt>Waiting</dt>
            <dd>{status.data.waiting}</dd>
            <dt>Failed</dt>
            <dd>{status.data.failed}</dd>
          </dl>
          {status.data.failures.length > 0 && (
            <details>
              <summary>Latest failures</summary>
              <ul className="settings-failures">
                {status.data.failures.map((failure) => (
                  <li key={failure.id}>
                    <strong>{failure.subject}</strong> to {failure.recipient}, {formatWhen(failure.at)}: {failure.last_error ?? "no reason given"}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      <p>
        <button type="button" className="btn btn-secondary" onClick={() => void onTest()} disabled={sending}>
          {sending ? "Sending..." : "Send a test message"}
        </button>
      </p>
    </article>
  );
}
