import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const SECRET = "a-secret-of-at-least-thirty-two-characters";

describe("the environment", () => {
  it("runs on the SQLite file, in one process, when nothing is set", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.WEB_CONCURRENCY).toBe(1);
  });

  it("takes a PostgreSQL URL and a number of server processes", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://park@db.internal:5432/park", JWT_SECRET: SECRET, WEB_CONCURRENCY: "4" });
    expect(env.DATABASE_URL).toBe("postgres://park@db.internal:5432/park");
    expect(env.WEB_CONCURRENCY).toBe(4);
  });

  it("refuses a database URL that is not PostgreSQL's, and a process count out of range", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/park", JWT_SECRET: SECRET })).toThrow("DATABASE_URL must be a postgres:// URL");
    expect(() => parseEnv({ WEB_CONCURRENCY: "0" })).toThrow("WEB_CONCURRENCY");
  });

  it("requires JWT_SECRET with PostgreSQL, so every machine signs sessions alike", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgresql://db/park" })).toThrow(
      "JWT_SECRET is required with DATABASE_URL: every server must sign sessions with the same secret",
    );
  });

  it("keeps raw events and idempotency keys 90 days unless told, never fewer than an outbox event may be back-dated", () => {
    expect(parseEnv({}).EVENT_RETENTION_DAYS).toBe(90);
    expect(parseEnv({ EVENT_RETENTION_DAYS: "30" }).EVENT_RETENTION_DAYS).toBe(30);
    expect(() => parseEnv({ EVENT_RETENTION_DAYS: "29" })).toThrow("EVENT_RETENTION_DAYS");
  });

  it("writes mail to files when no SMTP service is named, and needs the sender's address with one", () => {
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
    const env = parseEnv({ SMTP_URL: "smtps://user:secret@smtp.example.com:465", MAIL_FROM: "Park Hunts <hello@example.com>" });
    expect(env.SMTP_URL).toBe("smtps://user:secret@smtp.example.com:465");
    expect(env.MAIL_FROM).toBe("Park Hunts <hello@example.com>");
    expect(() => parseEnv({ SMTP_URL: "smtp://smtp.example.com" })).toThrow("MAIL_FROM is required with SMTP_URL");
    expect(() => parseEnv({ SMTP_URL: "http://smtp.example.com", MAIL_FROM: "hello@example.com" })).toThrow("SMTP_URL must be an smtp:// or smtps:// URL");
    expect(() => parseEnv({ MAIL_FROM: "hello" })).toThrow("MAIL_FROM must be an e-mail address");
  });
});
