/** Row counts of every table, to prove that a refused request wrote nothing. */
import { engineOf, type Db } from "../db";

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const { tables } = await engineOf(db).status();
  return Object.fromEntries(
    tables
      // Failed sign-ins are recorded on purpose: they are the rate limiter's memory, not a change of data.
      .filter((t) => t.name !== "auth_attempts")
      .map((t) => [t.name, t.rows]),
  );
}
