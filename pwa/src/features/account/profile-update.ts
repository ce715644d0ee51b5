/** Saving profile edits: online only (the server is the record), checked first with the API's schema. */
import { MESSAGES } from "#shared/rules/messages";
import { profileUpdateSchema, type ProfileUpdate, type User } from "#shared/schemas/user";
import { api } from "../../lib/api/api-client";
import { saveProfile } from "./account-data";

export type ProfileUpdateResult = { success: true } | { success: false; error: string; offline: boolean };

/** The field message to show before any call, or null when the edits can be sent. */
export function checkProfileUpdate(update: ProfileUpdate): string | null {
  const parsed = profileUpdateSchema.safeParse(update);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGES.profileUpdateFailed);
}

export async function updateProfile(update: ProfileUpdate): Promise<ProfileUpdateResult> {
  const res = await api.put<User>("/users/profile", update);
  if (!res.success) {
    const error = res.error === MESSAGES.requestFailed ? MESSAGES.profileUpdateFailed : res.error;
    return { success: false, error, offline: res.status === 0 };
  }
  await saveProfile(res.data);
  return { success: true };
}
