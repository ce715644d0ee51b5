/**
 * The database's real figures: size, rows (in all and per table), newest migration and journal mode. A
 * big table's rows are the database's own estimate (counting them all would grow with the table), shown
 * as "about N".
 */
import { dbStatusSchema } from "#shared/schemas/system";
import { useApiRead } from "../../../lib/api/use-api-read";

const COUNT = new Intl.NumberFormat("en-US");

const formatRows = (rows: number, estimated: boolean) => (estimated ? `about ${COUNT.format(rows)}` : COUNT.format(rows));

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

const formatWhen = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : "None applied";

export function DbStatusPanel() {
  const status = useApiRead("/admin/db-status", dbStatusSchema);
  return (
    <article className="card card-body stack" aria-labelledby="db-status-heading">
      <div className="row settings-card-head">
        <h3 id="db-status-heading">Database status</h3>
        <button type="button" className="btn btn-secondary btn-small" onClick={status.reload}>
          Refresh
        </button>
      </div>
      {status.state === "loading" && <p className="muted">Checking the database...</p>}
      {status.state === "failed" && <p className="alert alert-danger">Database status could not be read: {status.error}</p>}
      {status.state === "ready" && (
        <>
          <dl className="settings-facts">
            <dt>Size</dt>
            <dd>{formatBytes(status.data.size_bytes)}</dd>
            <dt>Rows</dt>
            <dd>
              {formatRows(
                status.data.tables.reduce((sum, table) => sum + table.rows, 0),
                status.data.tables.some((table) => table.estimated),
              )}
            </dd>
            <dt>Last migration</dt>
            <dd>{formatWhen(status.data.last_migration)}</dd>
            <dt>Journal mode</dt>
            <dd>{status.data.journal_mode}</dd>
          </dl>
          <details>
            <summary>Rows per table</summary>
            <table className="settings-table">
              <thead>
                <tr>
                  <th scope="col">Table</th>
                  <th scope="col">Rows</th>
                </tr>
              </thead>
              <tbody>
                {status.data.tables.map((table) => (
                  <tr key={table.name}>
                    <td>{table.name}</td>
                    <td>{formatRows(table.rows, table.estimated)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </article>
  );
}
