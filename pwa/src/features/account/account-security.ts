/**
 * The profile's sign-in and security calls, online only (the server is where sessions live): changing
 * the password, which signs every other device out, and signing out of every device, this one included.
 */
import { api, type ApiFailure } from "../../lib/api/api-client";

export type SecurityResult = { success: true } | ApiFailure;

export async function changePassword(current: string, next: string): Promise<SecurityResult> {
  const res = await api.post<{ detail: string }>("/users/change-password", { current_password: current, new_password: next });
  if (res.success) return { success: true };
  return res;
}

export async function signOutEverywhere(): Promise<SecurityResult> {
  const res = await api.post<{ ended_sessions: number }>("/users/logout-everywhere");
  // 401: this session had already ended, and the device still forgets it.
  if (res.success || res.status === 401) return { success: true };
  return res;
}
