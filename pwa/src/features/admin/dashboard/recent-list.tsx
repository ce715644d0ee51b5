/** A dashboard panel listing the newest few of one kind of content, with the way to manage them all. */
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { ApiRead } from "../../../lib/api/use-api-read";
import { ReadFailure } from "./read-failure";

interface Props<T> {
  id: string;
  title: string;
  empty: string;
  manage: { to: string; label: string };
  read: ApiRead<{ items: T[] }> & { reload: () => void };
  row: (item: T) => ReactNode;
}

export function RecentList<T extends { id: number }>({ id, title, empty, manage, read, row }: Props<T>) {
  return (
    <section className="card card-body stack" aria-labelledby={id}>
      <div className="row dashboard-panel-head">
        <h2 id={id}>{title}</h2>
        <Link to={manage.to}>{manage.label}</Link>
      </div>
      {read.state === "loading" && <p className="muted">Loading...</p>}
      {read.state === "failed" && <ReadFailure what={title} error={read.error} retry={read.reload} />}
      {read.state === "ready" && read.data.items.length === 0 && <p className="muted">{empty}</p>}
      {read.state === "ready" && read.data.items.length > 0 && (
        <ul className="dashboard-list">
          {read.data.items.map((item) => (
            <li key={item.id}>{row(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
