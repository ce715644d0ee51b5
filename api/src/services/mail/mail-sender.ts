/**
 * Sends the queued mail (./mail-queue.ts) from one server process: every MAIL_POLL_MS, and at once when
 * this process has just queued something. One drain at a time per process; across processes the claims
 * keep each message to one sender. A request never waits on any of it.
 */
import type { Db } from "../../db";
import { databaseFault, faultMessage } from "../../db/database-faults";
import { claimNextMail, markMailFailed, markMailSent } from "./mail-queue";
import type { MailTransport } from "./mail-transport";

/** Mail queued by another process goes out within this long. */
export const MAIL_POLL_MS = 5000;
/** How long stopping waits for a send in flight; one cut off is taken over when its lease runs out. */
const STOP_WAIT_MS = 5000;

export interface MailSender {
  readonly transport: MailTransport["name"];
  /** Sends everything due now; answers how many were sent. */
  drain(): Promise<number>;
  /** Something was just queued: send it now, if this sender is running. */
  wake(): void;
  /** Starts polling (the server); a sender that is not started sends only when drained (tests). */
  start(): void;
  stop(): Promise<void>;
}

export interface MailSenderOptions {
  db: Db;
  transport: MailTransport;
  now: () => Date;
  log?: (line: string) => void;
}

export function createMailSender({ db, transport, now, log = console.error }: MailSenderOptions): MailSender {
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (let mail = await claimNextMail(db, now()); mail; mail = await claimNextMail(db, now())) {
      try {
        await transport.send(mail);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log(`Sending mail ${mail.id} failed (attempt ${mail.attempts}): ${reason}`);
        await markMailFailed(db, mail, reason, now());
        continue;
      }
      await markMailSent(db, mail, now());
      sent++;
    }
    return sent;
  }

  function drain(): Promise<number> {
    if (running) {
      // Whatever was queued since the running drain last looked is sent before it ends.
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await sendDue();
      } while (again);
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const drainLogged = () => {
    drain().catch((error: unknown) => {
      // The database away is logged once, by its link; the queue is looked at again when the next poll is due.
      if (!databaseFault(error)) log(`Sending mail failed: ${faultMessage(error)}`);
    });
  };

  return {
    transport: transport.name,
    drain,
    wake() {
      if (timer) drainLogged();
    },
    start() {
      if (timer) return;
      timer = setInterval(drainLogged, MAIL_POLL_MS);
      timer.unref();
      drainLogged();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      if (running) await Promise.race([running.catch(() => 0), new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      transport.close();
    },
  };
}
