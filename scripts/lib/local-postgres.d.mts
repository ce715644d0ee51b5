export interface LocalPostgres {
  /** A connection URL for `database` (default "postgres") as the superuser "park". */
  url(database?: string): string;
  port: number;
  /** Stops the server and removes its folder. */
  stop(): void;
}

export function postgresBin(): string | null;
export function startPostgres(options?: { maxConnections?: number }): Promise<LocalPostgres>;
