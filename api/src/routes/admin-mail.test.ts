/** Admin Settings' "Mail": the queue's figures, and "Send a test message", which reaches the admin over SMTP. */
import { describe, expect, it } from "vitest";
import { mailStatusSchema } from "#shared/schemas/mail";
import { accountTokens, mailOutbox } from "../db/tables";
import { writeTx } from "../db";
import { issueAccountToken } from "../services/accounts/account-tokens";
import { SENT_MAIL_KEEP_MS } from "../services/infrastructure/db-status";
import { queueMail } from "../services/mail/mail-queue";
import { createTestApp } from "../testing/test-app";
import { useTestSmtp } from "../testing/test-smtp";

const smtp = useTestSmtp();
const HOUR_MS = 60 * 60 * 1000;

describe("admin mail", () => {
  it("queues a test message to the admin, which then shows as sent", async () => {
    const t = await createTestApp({ mailTransport: smtp.transport() });
    const admin = await t.createUser("admin", "ranger@example.com");
    const before = mailStatusSchema.parse((await t.call("GET", "/api/admin/mail", { token: admin.token })).body);
    expect(before).toEqual({ transport: "smtp", last_sent_at: null, waiting: 0, failed: 0, failures: [] });

    const queued = await t.call("POST", "/api/admin/mail/test", { token: admin.token });
    expect(queued.status).toBe(202);
    expect(queued.body.detail).toBe("A test message is on its way to ranger@example.com.");
    expect((await t.call("GET", "/api/admin/mail", { token: admin.token })).body).toMatchObject({ waiting: 1 });

    expect(await t.sendMail()).toBe(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ recipients: ["ranger@example.com"], subject: "Test message from Park Hunts" });
    expect(mail!.text).toContain("If you can read it, mail from the site reaches its readers.");
    const after = mailStatusSchema.parse((await t.call("GET", "/api/admin/mail", { token: admin.token })).body);
    expect(after).toMatchObject({ waiting: 0, failed: 0 });
    expect(Date.parse(after.last_sent_at!)).toBeLessThanOrEqual(t.deps.now().getTime());
  });

  it("'Clear cache' drops dead links and month-old sent mail, and keeps live links and failures", async () => {
    const t = await createTestApp({ mailTransport: smtp.transport() });
    const admin = await t.createUser("admin");
    const family = await t.createUser("user", "family@example.com");
    const now = t.deps.now();
    await writeTx(t.db, async () => {
      const link = (purpose: "password-reset" | "confirm-email", ttlMs: number) =>
        issueAccountToken(t.db, { userId: family.id, purpose, email: family.email, ttlMs, now: new Date(now.getTime() - 2 * HOUR_MS) });
      await link("password-reset", HOUR_MS); // expired an hour ago
      await link("confirm-email", 7 * 24 * HOUR_MS); // still good
      await queueMail(t.db, { kind: "test", to: family.email, subject: "Old", html: "", text: "" }, new Date(now.getTime() - SENT_MAIL_KEEP_MS - HOUR_MS));
      await queueMail(t.db, { kind: "test", to: family.email, subject: "Recent", html: "", text: "" }, now);
    });
    t.advance(-SENT_MAIL_KEEP_MS - HOUR_MS);
    expect(await t.sendMail()).toBe(1);
    t.advance(SENT_MAIL_KEEP_MS + HOUR_MS);
    expect(await t.sendMail()).toBe(1);
    await writeTx(t.db, () => t.db.insert(mailOutbox).values({ kind: "test", recipient: family.email, subject: "Given up", status: "failed", nextAttemptAt: "2000-01-01T00:00:00.000Z" }));

    expect((await t.call("POST", "/api/admin/cache/clear", { token: admin.token })).body.cleared).toBe(2);
    expect((await t.db.select().from(accountTokens)).map((row) => row.purpose)).toEqual(["confirm-email"]);
    expect((await t.db.select().from(mailOutbox)).map((row) => row.subject).sort()).toEqual(["Given up", "Recent"]);
  });

  it("says where mail goes when no SMTP service is configured", async () => {
    const t = await createTestApp();
    const admin = await t.createUser("admin");
    expect((await t.call("GET", "/api/admin/mail", { token: admin.token })).body.transport).toBe("files");
  });
});
