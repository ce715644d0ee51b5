/**
 * What each table of the device's database holds, one type a row. Apart from db.ts (which re-exports
 * them), so the modules db.ts builds on (photos/photo-bytes.ts, photos/photo-blob-upgrade.ts) read them
 * without importing the database back.
 */
import type { Hunt, HuntSummary } from "#shared/schemas/hunt";
import type { KeptTranslations } from "#shared/schemas/hunt-translation";
import type { MutationKind, MutationPayload } from "#shared/schemas/outbox";
import type { PhotoUploadFields } from "#shared/schemas/photos";
import type { User } from "#shared/schemas/user";

/**
 * A hunt as the device keeps it: the catalog summary, plus items and quiz once it has been opened or
 * downloaded, and then every version in another language whole (items and questions by id), so it can
 * be played in either language with no signal.
 */
export type StoredHunt = Omit<HuntSummary, "translations"> & Partial<Pick<Hunt, "items" | "quiz_questions" | "map">> & {
  translations?: KeptTranslations;
  /** When "Download for offline" finished fetching the hunt and all its images. */
  downloadedAt?: number;
};

/**
 * What each outbox kind carries: the mutations POST /api/sync takes, with their payloads as the sync
 * format defines them, and the family's photos, which go one at a time as multipart uploads
 * (photos/photo-drain.ts) and never in a JSON batch: an upload, and a deletion of one already uploaded.
 */
export type OutboxPayloads = { [K in MutationKind]: MutationPayload<K> } & {
  /** The upload's form fields, and the hunt whose path it goes to. */
  "hunt.photo": PhotoUploadFields & { hunt_id: number };
  /** The server's id of the photo to delete. */
  "hunt.photo.delete": { photo_id: string };
};
export type OutboxKind = keyof OutboxPayloads;

/** What every queued row has, whatever its kind. */
export interface OutboxRowFields {
  /** A ULID made on the device: the mutation's identity and its idempotency key on the server. */
  id: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /** The bearer token of whoever did it, when signed in, so points reach the right account. */
  auth: string | null;
  /** pending until the server applies it; rejected ones wait in "Needs attention" with the reason. */
  state: "pending" | "rejected";
  detail?: string;
  /** The message of the server's last refusal or wait, which "/sync" says in the page's language. */
  reason?: RefusalReason | null;
}

/** A refusal's message in the catalogs (content/i18n/<lang>/errors.json) and its arguments. */
export interface RefusalReason {
  key: string;
  params?: Readonly<Record<string, string | number>>;
}

/** The message an answer's body names, if it names one (`{detail, key, params}`). */
export function reasonOf(body: { key?: unknown; params?: unknown } | null | undefined): RefusalReason | null {
  if (typeof body?.key !== "string") return null;
  return body.params && typeof body.params === "object" ? { key: body.key, params: body.params as RefusalReason["params"] } : { key: body.key };
}

/** A kind with its payload; checking the kind (`row.kind === "hunt.complete"`) tells the payload's type. */
export type OutboxEntry<K extends OutboxKind = OutboxKind> = K extends OutboxKind ? { kind: K; payload: OutboxPayloads[K] } : never;

/** A queued row. */
export type OutboxRow<K extends OutboxKind = OutboxKind> = OutboxRowFields & OutboxEntry<K>;

/**
 * A photo the family took for a hunt item: scaled and re-encoded on the device (so it carries no EXIF,
 * and no GPS position), kept here until it is deleted, whether or not it has been uploaded.
 */
export interface PhotoRow {
  /** A photo taken here: its upload's outbox id (the Idempotency-Key). One from the server: "server-" + its id. */
  id: string;
  hunt_id: number;
  item_id: number;
  /** ISO date and time. */
  taken_at: string;
  /**
   * The re-encoded picture's bytes and type; null for one listed by the server whose file this device
   * has not fetched yet. Absent on a row an earlier version wrote, until it is converted from `blob`.
   */
  picture?: PhotoBytes | null;
  /** How an earlier version kept the picture (null: not fetched yet); read only through photo-bytes.ts. */
  blob?: Blob | null;
  /** The account it belongs to, once known (taken signed in, or uploaded); null for one taken signed out. */
  user_id: number | null;
  /** The server's id once uploaded. */
  server_id: string | null;
}

export interface KvRow {
  key: string;
  value: unknown;
}

export interface ProfileRow extends User {
  fetchedAt: number;
}

/** A photo's picture as the device keeps it (photo-bytes.ts reads and writes it). */
export interface PhotoBytes {
  bytes: ArrayBuffer;
  /** The picture's MIME type, e.g. image/jpeg. */
  type: string;
}
