/** The environment, parsed once at boot; a bad value stops the server with a clear message. */
import { z } from "zod";
import { EVENT_TIME_MAX_AGE_DAYS } from "#shared/rules/event-time";
import { POSTGRES_URL } from "./db/dialect";

const SMTP_URL = /^smtps?:\/\/[^\s]+$/i;
const MAIL_ADDRESS = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

const optional = z
  .string()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  JWT_SECRET: optional.refine((v) => v === undefined || v.length >= 32, "JWT_SECRET must be at least 32 characters"),
  SEED: z.enum(["sample", "none"]).default("sample"),
  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  PAYPAL_API_BASE: optional.default("https://api-m.sandbox.paypal.com"),
  PUBLIC_URL: optional,
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  /** postgres://… runs on PostgreSQL; unset, on the SQLite file in DATA_DIR. */
  DATABASE_URL: optional.refine((v) => v === undefined || POSTGRES_URL.test(v), "DATABASE_URL must be a postgres:// URL"),
  /** Server processes sharing the port (node:cluster). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** smtp:// or smtps:// with the service's user and password; unset, mail is written to DATA_DIR/mail as .eml files. */
  SMTP_URL: optional.refine((v) => v === undefined || SMTP_URL.test(v), "SMTP_URL must be an smtp:// or smtps:// URL"),
  /** The sender every message carries: an address, or a name and an address ("Park Hunts <hello@example.com>"). */
  MAIL_FROM: optional.refine((v) => v === undefined || MAIL_ADDRESS.test(v), "MAIL_FROM must be an e-mail address, optionally as Name <address>"),
  /**
   * Days that page and content views, blog readings and idempotency keys are kept, once counted. At least
   * as long as an outbox's event may be back-dated, so a late phone's replay still meets its key.
   */
  EVENT_RETENTION_DAYS: z.coerce.number().int().min(EVENT_TIME_MAX_AGE_DAYS).max(3650).default(90),
}).refine((env) => env.DATABASE_URL === undefined || env.JWT_SECRET !== undefined, {
  // Every machine must sign and check sessions with the same secret; one kept in DATA_DIR is per machine.
  path: ["JWT_SECRET"],
  message: "JWT_SECRET is required with DATABASE_URL: every server must sign sessions with the same secret",
}).refine((env) => env.SMTP_URL === undefined || env.MAIL_FROM !== undefined, {
  // A real mail service refuses, or files as spam, mail from an address of a domain it does not serve.
  path: ["MAIL_FROM"],
  message: "MAIL_FROM is required with SMTP_URL: the address your mail service sends from",
});
export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return result.data;
}
