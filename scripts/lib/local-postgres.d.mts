export interface LocalPostgres {
  /** A connection URL for `database` (default "postgres") as the superuser "park". */
  url(database?: string): string;
  port: number;
  /** Stops the server as an operator's fast shutdown does (every connection ended), keeping its data. */
  halt(): void;
  /** Starts it again after `halt()`, on the same port and data. */
  resume(): void;
  /** `pg_ctl restart -m fast`: every connection ended, the server back on the same port. */
  restart(): void;
  /** Stops the server and removes its folder. */
  stop(): void;
}

export function postgresBin(): string | null;
export function startPostgres(options?: { maxConnections?: number }): Promise<LocalPostgres>;
