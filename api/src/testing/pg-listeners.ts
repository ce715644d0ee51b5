/** The content version's listening connections on a PostgreSQL database, seen and cut from outside. */
import pg from "pg";
import { CONTENT_VERSION_LISTENER } from "../db/pg-content-version";

async function onDatabase<T>(url: string, query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query, [CONTENT_VERSION_LISTENER])).rows as T[];
  } finally {
    await client.end();
  }
}

/** The server backends listening for content versions on the database at `url`. */
export async function listenerPids(url: string): Promise<number[]> {
  const rows = await onDatabase<{ pid: number }>(url, "select pid from pg_stat_activity where datname = current_database() and application_name = $1 order by pid");
  return rows.map((row) => row.pid);
}

/** Ends every such backend as an operator (or a failover) would; answers how many there were. */
export async function terminateListeners(url: string): Promise<number> {
  const rows = await onDatabase<{ ended: boolean }>(
    url,
    "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and application_name = $1",
  );
  return rows.filter((row) => row.ended).length;
}
