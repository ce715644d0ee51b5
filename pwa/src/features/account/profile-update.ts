/** Saving profile edits: online only (the server is the record), checked first with the API's schema. */
import { profileUpdateSchema, type ProfileUpdate, type User } from "#shared/schemas/user";
import { api, type Said } from "../../lib/api/api-client";
import { orOwn, problemOf, refusal } from "../../lib/i18n/error-texts";
import { saveProfile } from "./account-data";

export type ProfileUpdateResult = { success: true } | (Said & { success: false; offline: boolean });

/** The field's problem to show before any call, or null when the edits can be sent. */
export function checkProfileUpdate(update: ProfileUpdate): Said | null {
  const parsed = profileUpdateSchema.safeParse(update);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message;
  return message ? problemOf(message) : refusal("profileUpdateFailed");
}

export async function updateProfile(update: ProfileUpdate): Promise<ProfileUpdateResult> {
  const res = await api.put<User>("/users/profile", update);
  if (!res.success) {
    return { success: false, ...orOwn(res, "profileUpdateFailed"), offline: res.status === 0 };
  }
  await saveProfile(res.data);
  return { success: true };
}
