/**
 * The mail queue sends over real SMTP to a local server: each message once, a refused send again after a
 * wait, a message given up after its last attempt, a message whose sender died taken over when its lease
 * runs out, and, with two app instances on one PostgreSQL database, every message exactly once. With no SMTP
 * service, each message is a standard .eml file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readMail } from "../../../../scripts/lib/read-mail";
import { dialect } from "../../db/dialect";
import { mailOutbox } from "../../db/tables";
import { createTestApp } from "../../testing/test-app";
import { sharedTestDatabase, tempFolder } from "../../testing/test-db";
import { TEST_MAIL_FROM, useTestSmtp } from "../../testing/test-smtp";
import { claimNextMail, MAIL_ATTEMPTS_MAX, MAIL_LEASE_MS, queueMail, retryDelayMs } from "./mail-queue";
import { createMailSender } from "./mail-sender";
import { fileTransport } from "./mail-transport";

const smtp = useTestSmtp();

const message = (n: number, to = "family@example.com") => ({
  kind: "test" as const,
  to,
  subject: `Trail note ${n}`,
  html: `<p>Note <b>${n}</b></p>`,
  text: `Note ${n}`,
});

async function rowOf(db: import("../../db").Db, subject: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
  return row!;
}

describe("the mail queue", () => {
  it("sends a queued message over SMTP with its HTML and plain-text parts, once, and keeps no body after", async () => {
    const t = await createTestApp({ mailTransport: smtp.transport() });
    await queueMail(t.db, message(1), t.deps.now());
    expect(await t.sendMail()).toBe(1);
    expect(await t.sendMail()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.recipients).toEqual(["family@example.com"]);
    expect(mail!.from).toBe(TEST_MAIL_FROM);
    expect(mail!.subject).toBe("Trail note 1");
    expect(mail!.text.trim()).toBe("Note 1");
    expect(mail!.html).toBe("<p>Note <b>1</b></p>");
    const row = await rowOf(t.db, "Trail note 1");
    expect(row).toMatchObject({ status: "sent", attempts: 1, html: "", text: "", leaseUntil: null });
  });

  it("never queues a recipient that is more than one plain address", async () => {
    const t = await createTestApp({ mailTransport: smtp.transport() });
    for (const to of ["a@example.com, b@example.com", "Ada <a@example.com>", "a@example.com\r\nBcc: b@example.com", "no-at-sign"]) {
      expect(await queueMail(t.db, message(2, to), t.deps.now())).toBe(false);
    }
    expect(await t.sendMail()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("sends a message the SMTP service refused again after a wait that grows with each refusal", async () => {
    const t = await createTestApp({ mailTransport: smtp.transport() });
    await queueMail(t.db, message(3), t.deps.now());
    smtp.refuseNext(2);
    expect(await t.sendMail()).toBe(0);
    let row = await rowOf(t.db, "Trail note 3");
    expect(row).toMatchObject({ status: "waiting", attempts: 1 });
    expect(row.lastError).toContain("451");
    expect(await t.sendMail()).toBe(0); // not due yet
    t.advance(retryDelayMs(1));
    expect(await t.sendMail()).toBe(0);
    row = await rowOf(t.db, "Trail note 3");
    expect(row.attempts).toBe(2);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    t.advance(retryDelayMs(2) - 1000);
    expect(await t.sendMail()).toBe(0);
    t.advance(1000);
    expect(await t.sendMail()).toBe(1);
    expect(smtp.received.map((m) => m.subject)).toEqual(["Trail note 3"]);
    expect(await rowOf(t.db, "Trail note 3")).toMatchObject({ status: "sent", attempts: 3, lastError: null });
  });

  it("gives a message up after its last attempt, and admin Settings shows it as failed", async () => {
    const t = await createTestApp({ mailTransport: smtp.transport() });
    const admin = await t.createUser("admin");
    await queueMail(t.db, message(4), t.deps.now());
    smtp.refuseNext(MAIL_ATTEMPTS_MAX);
    for (let attempt = 1; attempt <= MAIL_ATTEMPTS_MAX; attempt++) {
      expect(await t.sendMail()).toBe(0);
      t.advance(retryDelayMs(attempt));
    }
    expect(await t.sendMail()).toBe(0);
    expect(await rowOf(t.db, "Trail note 4")).toMatchObject({ status: "failed", attempts: MAIL_ATTEMPTS_MAX, html: "", text: "" });
    const status = await t.call("GET", "/api/admin/mail", { token: admin.token });
    expect(status.body).toMatchObject({ transport: "smtp", waiting: 0, failed: 1, last_sent_at: null });
    expect(status.body.failures[0]).toMatchObject({ kind: "test", recipient: "family@example.com", subject: "Trail note 4" });
    expect(status.body.failures[0].last_error).toContain("451");
  });

  it("takes over a message whose sender died mid-send once the lease runs out", async () => {
    const t = await createTestApp({ mailTransport: smtp.transport() });
    await queueMail(t.db, message(5), t.deps.now());
    // A process claims it and dies before it sends or settles.
    expect(await claimNextMail(t.db, t.deps.now())).toMatchObject({ subject: "Trail note 5", attempts: 1 });
    expect(await t.sendMail()).toBe(0);
    t.advance(MAIL_LEASE_MS);
    expect(await t.sendMail()).toBe(1);
    expect(smtp.received.map((m) => m.subject)).toEqual(["Trail note 5"]);
  });

  it("sends a message again after its sender died between the service's acceptance and the mark, under the same Message-ID, in the sender's domain", async () => {
    const t = await createTestApp({ mailTransport: smtp.transport() });
    await queueMail(t.db, message(7), t.deps.now());
    await queueMail(t.db, message(8), t.deps.now());
    // A process claims the first, the service accepts it, and the process dies before marking it sent:
    // the row stays as the claim left it (waiting, leased, its body kept).
    const claimed = await claimNextMail(t.db, t.deps.now());
    await smtp.transport().send(claimed!);
    expect(await rowOf(t.db, "Trail note 7")).toMatchObject({ status: "waiting", attempts: 1, sentAt: null, text: "Note 7" });
    t.advance(MAIL_LEASE_MS);
    expect(await t.sendMail()).toBe(2);

    const ids = (subject: string) => smtp.received.filter((m) => m.subject === subject).map((m) => m.headers.get("message-id"));
    const [first, again] = ids("Trail note 7");
    expect(first).toMatch(/^<mail-\d+\.[0-9a-z]+@parkhunts\.test>$/);
    expect(again).toBe(first);
    expect(ids("Trail note 8")).toHaveLength(1);
    expect(ids("Trail note 8")[0]).not.toBe(first);
    expect(await rowOf(t.db, "Trail note 7")).toMatchObject({ status: "sent", attempts: 2 });
  });

  // On SQLite two engines in one process would wait on each other's write lock on one thread: the same
  // race runs there between two server processes (cross-process.test.ts).
  it.runIf(dialect === "postgres")("sends each message exactly once with two app instances draining one database at the same time", async () => {
    const shared = await sharedTestDatabase();
    const one = await createTestApp({ db: await shared.open(), mailTransport: smtp.transport() });
    const two = await createTestApp({ db: await shared.open(), mailTransport: smtp.transport() });
    const subjects = Array.from({ length: 30 }, (_, i) => `Trail note ${100 + i}`);
    await Promise.all(subjects.map((_, i) => queueMail(i % 2 ? one.db : two.db, message(100 + i), one.deps.now())));
    const sent = await Promise.all([one.sendMail(), two.sendMail()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(30);
    expect(smtp.received.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    const rows = await one.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});

describe("mail with no SMTP service", () => {
  it("writes each message as a standard .eml file in the mail folder and names it once in the log", async () => {
    const t = await createTestApp();
    const dir = join(tempFolder("eml-"), "mail");
    const lines: string[] = [];
    const sender = createMailSender({ db: t.db, transport: fileTransport(dir, TEST_MAIL_FROM, (line) => lines.push(line)), now: t.deps.now });
    await queueMail(t.db, message(6), t.deps.now());
    expect(await sender.drain()).toBe(1);
    expect(await sender.drain()).toBe(0);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{6}-test\.eml$/);
    const file = join(dir, files[0]!);
    expect(lines).toEqual([`Mail written to ${file}`]);
    const raw = readFileSync(file, "utf8");
    expect(raw).toMatch(/^(?:[\w-]+: .*\r\n(?:[ \t].*\r\n)*)+\r\n/); // RFC 5322: header lines, CRLF, then the body
    const mail = readMail(raw);
    expect(mail.headers.get("message-id")).toBeTruthy();
    expect(mail.headers.get("date")).toBeTruthy();
    expect(mail).toMatchObject({ from: TEST_MAIL_FROM, to: "family@example.com", subject: "Trail note 6", html: "<p>Note <b>6</b></p>" });
  });
});
