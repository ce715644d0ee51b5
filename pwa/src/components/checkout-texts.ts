/** The checkout's own words and its toasts, in one place, so the shop and the cart say the same. */
import { MESSAGES } from "#shared/rules/messages";
import { toast } from "../stores/toasts";

export const NEEDS_CONNECTION = "Checkout needs an internet connection. Your cart is saved on this device, so you can pay as soon as you're back online.";

export function paymentErrorToast(): void {
  toast({ title: MESSAGES.paymentErrorTitle, description: MESSAGES.paymentError, variant: "destructive" });
}

export function offlineCheckoutToast(): void {
  toast({ title: "You're offline", description: "Buying a book needs an internet connection. Please try again when you're back online.", variant: "destructive" });
}
