/**
 * A real SMTP server on 127.0.0.1 for tests (the smtp-server package): the site's mail goes to it over
 * SMTP exactly as it would to a mail service, and the test reads what arrived. It can refuse the next
 * messages with a temporary failure (451), as a busy service does.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { readMail, type ReadMail } from "../../../scripts/lib/read-mail";
import { smtpTransport } from "../services/mail/mail-transport";

export interface ReceivedMail extends ReadMail {
  /** The addresses the message was delivered to (the SMTP envelope's recipients). */
  recipients: string[];
}

export const TEST_MAIL_FROM = "Park Hunts <no-reply@parkhunts.test>";

export async function startTestSmtp() {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate for the client to distrust.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals--;
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          return;
        }
        received.push({ ...readMail(Buffer.concat(chunks)), recipients: session.envelope.rcptTo.map((to) => to.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** A transport that sends to this server, as the app's would with SMTP_URL set to `url`. */
    transport: () => smtpTransport(url, TEST_MAIL_FROM),
    /** The next `count` messages are refused with 451. */
    refuseNext(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/** One server for a test file, started before its tests, emptied (and accepting again) before each. */
export function useTestSmtp(): Omit<TestSmtp, "close"> {
  let server: TestSmtp | undefined;
  beforeAll(async () => {
    server = await startTestSmtp();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    server!.received.length = 0;
    server!.refuseNext(0);
  });
  const current = () => {
    if (!server) throw new Error("The test SMTP server starts before the file's tests");
    return server;
  };
  return {
    get url() {
      return current().url;
    },
    get received() {
      return current().received;
    },
    transport: () => current().transport(),
    refuseNext: (count) => current().refuseNext(count),
  };
}
