/** Admin Settings' "Mail": the queue's figures, and "Send a test message", which reaches the admin over SMTP. */
import { describe, expect, it } from "vitest";
import { mailStatusSchema } from "#shared/schemas/mail";
import { createTestApp } from "../testing/test-app";
import { useTestSmtp } from "../testing/test-smtp";

const smtp = useTestSmtp();

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

  it("says where mail goes when no SMTP service is configured", async () => {
    const t = await createTestApp();
    const admin = await t.createUser("admin");
    expect((await t.call("GET", "/api/admin/mail", { token: admin.token })).body.transport).toBe("files");
  });
});
