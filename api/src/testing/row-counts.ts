/** Row counts of every table, to prove that a refused request wrote nothing. */
import type { Db } from "../db/client";

export function rowCounts(db: Db): Record<string, number> {
  const tables = db.$client
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'")
    .all() as { name: string }[];
  return Object.fromEntries(
    tables
      // Failed sign-ins are recorded on purpose: they are the rate limiter's memory, not a change of data.
      .filter((t) => t.name !== "auth_attempts")
      .map((t) => [t.name, (db.$client.prepare(`SELECT count(*) AS n FROM "${t.name}"`).get() as { n: number }).n]),
  );
}
