/**
 * A family's own photos of a hunt: the multipart upload (`POST /api/hunts/{id}/photos`, fields `file`,
 * `item_id`, `taken_at`, header `Idempotency-Key` = the photo's outbox id) and what the family reads
 * back. Photos are private: `url` answers only to the family that took the photo, with its session.
 */
import { z } from "zod";
import { OUTBOX_ID_MESSAGE, OUTBOX_ID_PATTERN } from "../rules/sync";
import { idSchema, listOf } from "./common";

/** The text fields beside `file`; multipart sends them as strings. */
export const photoUploadFieldsSchema = z.object({
  item_id: idSchema,
  taken_at: z.iso.datetime({ offset: true, error: "taken_at must be an ISO date and time" }),
});
export type PhotoUploadFields = z.infer<typeof photoUploadFieldsSchema>;

/** Required on an upload: a photo is sent from the outbox, and a retry must not store it twice. */
export const photoIdempotencyKeySchema = z
  .string({ error: "Idempotency-Key is required: send the photo's outbox id" })
  .regex(OUTBOX_ID_PATTERN, `Idempotency-Key ${OUTBOX_ID_MESSAGE}`);

export const familyPhotoSchema = z.object({
  id: z.string(),
  hunt_id: z.number().int(),
  item_id: z.number().int(),
  url: z.string(),
  taken_at: z.string(),
});
export type FamilyPhoto = z.infer<typeof familyPhotoSchema>;

export const familyPhotoListSchema = listOf(familyPhotoSchema);
export type FamilyPhotoList = z.infer<typeof familyPhotoListSchema>;
