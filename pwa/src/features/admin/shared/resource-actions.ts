/**
 * The admin's create, update and delete calls for one kind of content (books, episodes, hunts), each
 * outcome announced with its own toast. Blog posts have their own: they also publish, schedule and date.
 */
import { ADMIN_MESSAGES as MESSAGES } from "./admin-messages";
import { api } from "../../../lib/api/api-client";
import { toast } from "../../../stores/toasts";

export interface ResourceToasts {
  created: string;
  updated: string;
  saveFailed: string;
  deleted: string;
  deleteFailed: string;
}

export function resourceActions<Item extends { id: number }, Values>(path: string, toasts: ResourceToasts) {
  const failed = (description: string) => toast({ title: MESSAGES.errorTitle, description, variant: "destructive" });
  return {
    /** Creates (no id) or updates one; the server's reason when it refused, else null. */
    async save(id: number | null, values: Values): Promise<string | null> {
      const res = id === null ? await api.post<Item>(path, values) : await api.put<Item>(`${path}/${id}`, values);
      if (!res.success) {
        failed(toasts.saveFailed);
        return res.error;
      }
      toast({ title: id === null ? toasts.created : toasts.updated });
      return null;
    },
    async remove(item: Pick<Item, "id">): Promise<boolean> {
      const res = await api.delete(`${path}/${item.id}`);
      if (res.success) toast({ title: toasts.deleted });
      else failed(toasts.deleteFailed);
      return res.success;
    },
  };
}
