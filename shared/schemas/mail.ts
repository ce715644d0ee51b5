/** The mail the site sends and what admin Settings shows of its queue. */
import { z } from "zod";

export const MAIL_KINDS = ["password-reset", "confirm-email", "receipt", "test"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const mailFailureSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  last_error: z.string().nullable(),
  /** When it was given up (its last attempt). */
  at: z.string(),
});

export const mailStatusSchema = z.object({
  /** "smtp": an SMTP service; "files": .eml files in the server's data folder. */
  transport: z.enum(["smtp", "files"]),
  last_sent_at: z.string().nullable(),
  waiting: z.number().int(),
  failed: z.number().int(),
  /** The latest messages given up, newest first. */
  failures: z.array(mailFailureSchema),
});
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const mailTestAnswerSchema = z.object({ detail: z.string() });
