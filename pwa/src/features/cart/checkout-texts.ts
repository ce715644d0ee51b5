/** The checkout's toasts, so the shop and the cart say the same. */
import { textsNow } from "../../lib/i18n/texts";
import { toast } from "../../stores/toasts";
import { cartTexts } from "./cart-texts";

export function paymentErrorToast(): void {
  const t = textsNow(cartTexts);
  toast({ title: t.paymentError(), description: t.paymentErrorText(), variant: "destructive" });
}

export function offlineCheckoutToast(): void {
  const t = textsNow(cartTexts);
  toast({ title: t.offlineTitle(), description: t.offlineBuy(), variant: "destructive" });
}
