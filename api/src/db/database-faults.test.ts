import { describe, expect, it } from "vitest";
import { DatabaseBusy, DatabaseUnavailable, databaseFault, faultMessage } from "./database-faults";

const pgError = (code: string, message = "PostgreSQL said no") => Object.assign(new Error(message), { code });
/** How drizzle reports a failed query: its own error, the driver's as the cause. */
const drizzled = (cause: unknown) => new Error('Failed query: select "id" from "hunts"\nparams: ', { cause });

describe("database faults", () => {
  it("call a lost or refused connection unavailable, however the driver says it", () => {
    const lost = [
      pgError("57P01", "terminating connection due to administrator command"),
      pgError("57P03", "the database system is starting up"),
      pgError("08006", "connection failure"),
      pgError("53300", "sorry, too many clients already"),
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Client has encountered a connection error and is not queryable"),
      new Error("The database connection is not open"),
      new DatabaseUnavailable("the probe failed"),
    ];
    for (const error of lost) {
      expect(databaseFault(error)).toBe("unavailable");
      expect(databaseFault(drizzled(error))).toBe("unavailable");
    }
  });

  it("call a conflict that outlived its retries, and SQLite's lock held too long, busy", () => {
    expect(databaseFault(pgError("40001", "could not serialize access"))).toBe("busy");
    expect(databaseFault(drizzled(pgError("40P01", "deadlock detected")))).toBe("busy");
    expect(databaseFault(new DatabaseBusy("lost every race", { cause: pgError("40001") }))).toBe("busy");
    expect(databaseFault(Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }))).toBe("busy");
  });

  it("leave every other failure to be a bug (a 500), constraint violations and refusals included", () => {
    expect(databaseFault(pgError("23505", "duplicate key value violates unique constraint"))).toBeNull();
    expect(databaseFault(drizzled(pgError("42P01", 'relation "nope" does not exist')))).toBeNull();
    expect(databaseFault(new TypeError("Cannot read properties of undefined"))).toBeNull();
    expect(databaseFault(null)).toBeNull();
  });

  it("log the driver's own words rather than the whole failed query", () => {
    expect(faultMessage(drizzled(pgError("57P01", "terminating connection due to administrator command")))).toBe(
      "terminating connection due to administrator command",
    );
  });
});
