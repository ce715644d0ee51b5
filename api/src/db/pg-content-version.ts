/**
 * The content version on PostgreSQL (see services/infrastructure/response-cache.ts), known in this
 * process without a round trip. The version's trigger announces each bump with NOTIFY
 * (api/src/migrations/sql/pg/0006), which PostgreSQL delivers when the write commits and never when it
 * rolls back; one connection per process LISTENs and keeps a copy of the version.
 *
 * A notification comes within milliseconds, but nothing promises when (a connection can stall or die
 * without a word), so the listening connection also reads the version every CONFIRM_EVERY_MS, and the
 * copy is used only while its last confirmation was asked for less than CONTENT_VERSION_STALE_MAX_MS
 * ago. That is the bound: a change committed by any process is served here within that time, usually
 * within a few milliseconds.
 *
 * Whenever the copy cannot be used, a read asks the database, as every read did before (a commit is
 * then seen by the next read): until the listener has started (on the first read; it stops after
 * `idleMs` without one, so a handle nobody reads from holds no connection), while it is lost (it
 * reconnects, LISTENs and reads the version again before its copy is used), while its confirmation is
 * late, and after a commit of this process until a read has seen it, so a process sees its own writes
 * at once.
 */
import pg from "pg";
import { CONTENT_VERSION_STALE_MAX_MS, type VersionSource } from "./engine";

export const CONTENT_VERSION_CHANNEL = "content_version";
/** The listening connection's application_name, as pg_stat_activity shows it. */
export const CONTENT_VERSION_LISTENER = "park-hunts content version";
/** Four confirmations per bound: one late answer does not send reads back to the database. */
const CONFIRM_EVERY_MS = 250;
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;
const CONNECT_TIMEOUT_MS = 5000;
const READ_VERSION = 'select "version" from "content_version" where "id" = 1';

export interface FollowedVersion extends VersionSource {
  /** This process has committed a write transaction. */
  committed(): void;
  close(): Promise<void>;
}

export interface FollowOptions {
  url: string;
  /** Reads the version on any pooled connection. */
  read: () => Promise<number>;
  /** How long the listener stays connected with no read asking for the version. */
  idleMs: number;
}

export function followContentVersion({ url, read, idleMs }: FollowOptions): FollowedVersion {
  const nowMs = () => performance.now();
  let copy = 0;
  /** When the newest answered read of the version was asked for: the copy includes every commit before it. */
  let confirmedAt = -Infinity;
  let listener: pg.Client | null = null;
  /** The listener has LISTENed and read the version since it connected. */
  let listening = false;
  /** When the listener's pending confirmation was asked for, or null. */
  let confirming: number | null = null;
  let commits = 0;
  /** How many of this process's commits came before a read whose answer the copy includes. */
  let commitsSeen = 0;
  let lastAskedAt = 0;
  let ticker: NodeJS.Timeout | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let reconnectMs = RECONNECT_FIRST_MS;
  let closed = false;

  /** A read of the version asked for at `askedAt` (after `commitsBefore` own commits) answered `version`. */
  const learn = (version: number, askedAt: number, commitsBefore: number) => {
    if (version > copy) copy = version;
    if (askedAt > confirmedAt) confirmedAt = askedAt;
    if (commitsBefore > commitsSeen) commitsSeen = commitsBefore;
  };

  const confirm = async (client: pg.Client) => {
    const askedAt = nowMs();
    const commitsBefore = commits;
    confirming = askedAt;
    const { rows } = await client.query<{ version: number }>(READ_VERSION);
    if (listener !== client) return;
    confirming = null;
    learn(Number(rows[0]?.version ?? 0), askedAt, commitsBefore);
  };

  const drop = (): Promise<void> => {
    const client = listener;
    listener = null;
    listening = false;
    confirming = null;
    return client ? client.end().catch(() => undefined) : Promise.resolve();
  };

  const idle = () => nowMs() - lastAskedAt > idleMs;

  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    void drop();
    if (closed || idle()) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      if (!closed && !idle() && !listener) listen();
    }, reconnectMs).unref();
    reconnectMs = Math.min(reconnectMs * 2, RECONNECT_MAX_MS);
  };

  const tick = () => {
    if (idle()) {
      clearInterval(ticker);
      ticker = undefined;
      void drop();
      return;
    }
    const client = listener;
    if (!client || !listening) return;
    if (confirming === null) confirm(client).catch(() => lost(client));
    // A confirmation this late: the connection is stuck, whatever the socket says.
    else if (nowMs() - confirming >= CONTENT_VERSION_STALE_MAX_MS) lost(client);
  };

  function listen() {
    const client = new pg.Client({ connectionString: url, application_name: CONTENT_VERSION_LISTENER, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    listener = client;
    // Kept after the client is dropped: a late error from a dropped connection must not take the process down.
    client.on("error", () => lost(client));
    client.on("end", () => lost(client));
    client.on("notification", ({ channel, payload }) => {
      if (channel !== CONTENT_VERSION_CHANNEL || listener !== client) return;
      const version = Number(payload);
      if (version > copy) copy = version;
    });
    (async () => {
      await client.connect();
      // LISTEN first: a commit between the two is then either in the read or announced after it.
      await client.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`);
      await confirm(client);
      if (listener !== client) return;
      listening = true;
      reconnectMs = RECONNECT_FIRST_MS;
      ticker ??= setInterval(tick, CONFIRM_EVERY_MS).unref();
    })().catch(() => lost(client));
  }

  const known = (): number | undefined => {
    const now = nowMs();
    lastAskedAt = now;
    if (!listener && !reconnect && !closed) listen();
    return listening && commits === commitsSeen && now - confirmedAt < CONTENT_VERSION_STALE_MAX_MS ? copy : undefined;
  };

  return {
    known,
    version() {
      const local = known();
      if (local !== undefined) return local;
      const askedAt = nowMs();
      const commitsBefore = commits;
      return read().then((version) => {
        learn(version, askedAt, commitsBefore);
        return copy;
      });
    },
    committed() {
      commits++;
    },
    async close() {
      closed = true;
      clearInterval(ticker);
      clearTimeout(reconnect);
      await drop();
    },
  };
}
