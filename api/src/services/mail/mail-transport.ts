/**
 * Where mail goes: an SMTP service (SMTP_URL, through nodemailer), or, with none configured, standard
 * .eml files (RFC 5322, as nodemailer writes them for SMTP) in DATA_DIR/mail, each named once in the
 * server log so a person trying the app can open it in any mail program.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createTransport } from "nodemailer";
import type { MailKind } from "#shared/schemas/mail";

export interface OutgoingMail {
  id: number;
  /** When it was queued (the row's created_at): with the id, what names the message wherever it is sent. */
  createdAt: string;
  kind: MailKind;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** What admin Settings says mail goes through. */
  readonly name: "smtp" | "files";
  /** Resolves once the service has accepted the message (or the file is complete); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Bounds on one SMTP conversation, so a service that stops answering releases the message long before its lease ends. */
const SMTP_CONNECT_TIMEOUT_MS = 10_000;
const SMTP_GREETING_TIMEOUT_MS = 10_000;
const SMTP_SOCKET_TIMEOUT_MS = 30_000;

/**
 * The message's Message-ID, made from its row and the sender's domain: the same on every attempt, so a
 * message sent again because its process died between the service's acceptance and marking it sent
 * carries the id it went out with, and a mail program that receives it twice shows it once. The queue
 * time keeps two databases that number their rows alike (a fresh one, a restored backup) apart.
 */
export function messageIdOf(mail: Pick<OutgoingMail, "id" | "createdAt">, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<mail-${mail.id}.${Date.parse(mail.createdAt).toString(36)}@${domain}>`;
}

/**
 * The recipient goes over as one address object, never as text nodemailer would split at commas: a
 * message is for exactly the one address it was queued for.
 */
const envelopeOf = (mail: OutgoingMail, from: string) => ({
  from,
  messageId: messageIdOf(mail, from),
  to: { name: "", address: mail.to },
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
});

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: SMTP_CONNECT_TIMEOUT_MS,
    greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  });
  return {
    name: "smtp",
    async send(mail) {
      await transporter.sendMail(envelopeOf(mail, from));
    },
    close: () => transporter.close(),
  };
}

export function fileTransport(dir: string, from: string, log: (line: string) => void = console.log): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    name: "files",
    async send(mail) {
      const { message } = await composer.sendMail(envelopeOf(mail, from));
      await mkdir(dir, { recursive: true });
      // One name per message: a message sent again after a crash replaces its own file.
      const file = join(dir, `${String(mail.id).padStart(6, "0")}-${mail.kind}.eml`);
      // Renamed into place whole, so nobody opens a half-written message.
      await writeFile(`${file}.part`, message as Buffer);
      await rename(`${file}.part`, file);
      log(`Mail written to ${file}`);
    },
    close() {},
  };
}

export const DEFAULT_MAIL_FROM = "Park Hunts <no-reply@parkhunts.local>";

/** SMTP when SMTP_URL is set, else .eml files in DATA_DIR/mail. */
export function transportFor(env: { SMTP_URL?: string; MAIL_FROM?: string }, dataDir: string): MailTransport {
  const from = env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL, from) : fileTransport(join(dataDir, "mail"), from);
}
