// @chunk hunt
/** The hunt screens' own toast texts, kept together so both hunt kinds say the same. */
import { textsNow } from "../../lib/i18n/texts";
import { toast } from "../../stores/toasts";
import { playTexts } from "./play-texts";

/** Saving a result fails only when IndexedDB refuses the write, almost always because the device is full. */
export function saveFailedToast(): void {
  const t = textsNow(playTexts);
  toast({ title: t.saveFailedTitle(), description: t.saveFailedText(), variant: "destructive" });
}
