/** The checkout's toasts, in one place, so the shop and the cart say the same. */
import { textsNow } from "../lib/i18n/texts";
import { toast } from "../stores/toasts";
import { componentTexts } from "./component-texts";

export function paymentErrorToast(): void {
  const t = textsNow(componentTexts);
  toast({ title: t.paymentError(), description: t.paymentErrorText(), variant: "destructive" });
}

export function offlineCheckoutToast(): void {
  const t = textsNow(componentTexts);
  toast({ title: t.offlineTitle(), description: t.offlineBuy(), variant: "destructive" });
}
