/**
 * An outbox mutation's id as a test sends one: 16 random URL-safe characters, within the server's
 * pattern (OUTBOX_ID_PATTERN). The device makes ULIDs; the server asks only that ids be unique.
 */
import { randomBytes } from "node:crypto";

export const outboxId = () => randomBytes(12).toString("base64url");
