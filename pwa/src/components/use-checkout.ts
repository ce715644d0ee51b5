/**
 * The buy flow's states: idle, then 'Processing...' while the server creates the order, then a short
 * pause of 1 second before leaving for the provider's approval page. A failure returns to idle with the
 * Payment Error toast; no connection returns to idle and reports "offline" to the screen.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { createOrder, type OrderRequest } from "./create-order";
import { paymentErrorToast } from "./checkout-texts";
import { pageNavigation, PAYMENT_REDIRECT_DELAY_MS } from "../lib/payments/page-navigation";

export type CheckoutResult = "redirecting" | "offline" | "failed" | "busy";

export function useCheckout() {
  const [processing, setProcessing] = useState(false);
  const busy = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    // Coming back from the provider with the browser's Back button restores this page as it was left.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setProcessing(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pageshow", onPageShow);
      window.clearTimeout(timer.current);
    };
  }, []);

  const start = useCallback(async (request: OrderRequest, onCreated?: (orderId: string) => Promise<void>): Promise<CheckoutResult> => {
    if (busy.current) return "busy";
    busy.current = true;
    setProcessing(true);
    const outcome = await createOrder(request);
    if (outcome.kind !== "created") {
      busy.current = false;
      setProcessing(false);
      if (outcome.kind === "failed") paymentErrorToast();
      return outcome.kind;
    }
    // Failing to note the order on the device only means the cart is not emptied afterwards; paying still works.
    await onCreated?.(outcome.orderId).catch(() => undefined);
    timer.current = window.setTimeout(() => pageNavigation.assign(outcome.approvalUrl), PAYMENT_REDIRECT_DELAY_MS);
    return "redirecting";
  }, []);

  return { processing, start };
}
