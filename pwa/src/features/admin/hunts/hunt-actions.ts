/** The admin's hunt calls, with the spec's delete toasts and plain ones for saving (the spec gives none). */
import type { z } from "zod";
import { MESSAGES } from "#shared/rules/messages";
import type { Hunt, HuntSummary, huntInputSchema } from "#shared/schemas/hunt";
import { api } from "../../../lib/api-client";
import { toast } from "../../../stores/toasts";

export type HuntValues = z.output<typeof huntInputSchema>;

export const HUNT_SAVE_FAILED = "Failed to save hunt";

/** Creates (no id) or updates a hunt, items and quiz replaced in the order given; the server's reason when refused. */
export async function saveHunt(id: number | null, values: HuntValues): Promise<string | null> {
  const res = id === null ? await api.post<Hunt>("/hunts", values) : await api.put<Hunt>(`/hunts/${id}`, values);
  if (!res.success) {
    toast({ title: MESSAGES.errorTitle, description: HUNT_SAVE_FAILED, variant: "destructive" });
    return res.error;
  }
  toast({ title: id === null ? "Hunt created successfully" : "Hunt updated successfully" });
  return null;
}

export async function deleteHunt(hunt: HuntSummary): Promise<boolean> {
  const res = await api.delete(`/hunts/${hunt.id}`);
  if (res.success) toast({ title: MESSAGES.huntDeleted });
  else toast({ title: MESSAGES.errorTitle, description: MESSAGES.huntDeleteFailed, variant: "destructive" });
  return res.success;
}
