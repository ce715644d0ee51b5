/**
 * Leaving the app for the payment provider's approval page. Kept as an object so tests can replace
 * `assign` (jsdom's location cannot be spied on) and see where the buyer would have been sent.
 */
/** The pause between "Redirecting to payment..." and leaving for the provider. */
export const PAYMENT_REDIRECT_DELAY_MS = 1000;

export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
