/**
 * A complete app on a fresh database for tests, driven through `app.request()` with no port.
 * The clock can jump ahead, the client address settable, and users of either role are one call away.
 */
import { createApp } from "../app";
import { writeTx, type Db } from "../db";
import { seedSample } from "../services/seed/seed-sample";
import type { Deps } from "../deps";
import { fileStoresFor, type FileStore } from "../services/files/file-store";
import { createSandboxProvider } from "../services/orders/payments/sandbox";
import type { PaymentProvider } from "../services/orders/payments/provider";
import { createMailSender } from "../services/mail/mail-sender";
import { fileTransport, type MailTransport } from "../services/mail/mail-transport";
import { hashPassword } from "../services/accounts/passwords";
import { createResponseCache } from "../services/infrastructure/response-cache";
import { sessionFor } from "../services/accounts/sessions";
import { insertUser } from "../services/accounts/users";
import { openTestDb, tempFolder } from "./test-db";

export const TEST_ORIGIN = "http://localhost";
export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";

export interface TestAppOptions {
  seed?: boolean;
  payments?: (db: Db) => PaymentProvider;
  db?: Db;
  /** Where sent mail goes (e.g. a local SMTP server); else .eml files in `mailDir`. */
  mailTransport?: MailTransport;
  /** A built app to serve beside the API. */
  staticDir?: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

let passwordHashCache: Promise<string> | undefined;
export const TEST_PASSWORD = "correct-horse";

export async function createTestApp(options: TestAppOptions = {}) {
  const db = options.db ?? (await openTestDb());
  if (options.seed) await seedSample(db);
  // The clock runs with real time; advance() jumps it ahead (for expiries, rate-limit windows, schedules).
  let offsetMs = 0;
  let address = "127.0.0.1";
  const now = () => new Date(Date.now() + offsetMs);
  const mailDir = tempFolder("mail-");
  const transport = options.mailTransport ?? fileTransport(mailDir, "Park Hunts <no-reply@parkhunts.test>", () => undefined);
  // Never started: a test sends the queued mail when it chooses, with sendMail().
  const mail = createMailSender({ db, transport, now, log: () => undefined });
  const deps: Deps = {
    db,
    jwtSecret: TEST_JWT_SECRET,
    payments: options.payments?.(db) ?? createSandboxProvider({ db, baseUrl: TEST_ORIGIN }),
    ...fileStoresFor(db, tempFolder("files-")),
    now,
    mail,
    clientAddress: () => address,
    siteOrigins: [TEST_ORIGIN],
    cache: createResponseCache(db),
    staticDir: options.staticDir,
  };
  const app = createApp(deps);

  async function call<T = any>(method: string, path: string, opts: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData || typeof opts.body === "string") body = opts.body as BodyInit;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers["content-type"] ??= "application/json";
    }
    const res = await app.request(`${TEST_ORIGIN}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  async function createUser(role: "admin" | "user" = "user", email?: string) {
    passwordHashCache ??= hashPassword(TEST_PASSWORD);
    const passwordHash = await passwordHashCache;
    const address = email ?? `${role}-${Math.random().toString(36).slice(2)}@example.com`;
    const id = await writeTx(db, () => insertUser(db, { name: `Test ${role}`, email: address, passwordHash, role }));
    const { access_token: token } = await sessionFor(deps, id, role);
    return { id, email: address, token };
  }

  return {
    app,
    db,
    deps,
    call,
    createUser,
    advance: (ms: number) => (offsetMs += ms),
    /** Sends every queued message that is due; answers how many went. */
    sendMail: () => mail.drain(),
    mailDir,
    setAddress: (next: string) => (address = next),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The session a token names, for a test that signs a token of its own for a real session (an expired one). */
export function sessionIdOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { sid: string };
  return claims.sid;
}

/** The names a file store holds, by name (whichever kind of store the test app was given). */
export async function storedNames(store: FileStore): Promise<string[]> {
  return (await store.list()).map((file) => file.name);
}
