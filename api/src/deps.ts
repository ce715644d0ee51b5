/** Everything the app is built from; tests pass their own (in-memory database, fake clock, fake provider). */
import type { Db } from "./db";
import type { FileStore } from "./services/files/file-store";
import type { MailSender } from "./services/mail/mail-sender";
import type { PaymentProvider } from "./services/orders/payments/provider";
import type { ResponseCache } from "./services/infrastructure/response-cache";

export interface Deps {
  db: Db;
  jwtSecret: string;
  payments: PaymentProvider;
  /** Admins' uploaded images, public at /uploads/:name (DATA_DIR/uploads, or the database on PostgreSQL). */
  uploads: FileStore;
  /**
   * Families' private photos (DATA_DIR/photos, or the database on PostgreSQL): a store of their own,
   * never the one /uploads serves, read only through their owner's session.
   */
  photos: FileStore;
  /** The built PWA to serve at `/`; absent in API-only tests. */
  staticDir?: string;
  /** The PWA's server build that draws the public pages; without it every page is the bare app shell. */
  prerenderFile?: string;
  /**
   * The site's own origins (PUBLIC_URL, else the address the server listens on), the main one first:
   * the only places a checkout may return to.
   */
  siteOrigins: readonly string[];
  now: () => Date;
  /** Sends the queued mail; a route that queues a message wakes it after its transaction commits. */
  mail: MailSender;
  /** The caller's network address, for per-address rate limits. */
  clientAddress: (c: import("hono").Context) => string;
  /** Serialized public catalog responses; built by createApp when not given. */
  cache: ResponseCache;
}

export type DepsInput = Omit<Deps, "cache"> & { cache?: ResponseCache };

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: "admin" | "user";
  /** The session the request's token belongs to (sessions.id). */
  sessionId: string;
}

export type AppEnv = { Variables: { user: AuthUser | null } };
