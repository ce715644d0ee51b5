/** The hunt screens' own toast texts, kept together so both hunt kinds say the same. */
import { toast } from "../../stores/toasts";

/** Saving a result fails only when IndexedDB refuses the write, almost always because the device is full. */
export function saveFailedToast(): void {
  toast({ title: "Could not save your result", description: "Your device may be out of storage. Free some space and try again.", variant: "destructive" });
}
