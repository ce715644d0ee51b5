/** The return page's view of a capture: confirming, paid (with the server's order), refused, or no connection. */
import { useCallback, useEffect, useState } from "react";
import type { Said } from "../../lib/api/api-client";
import { textsNow } from "../../lib/i18n/texts";
import { cartTexts } from "./cart-texts";
import type { CaptureAnswer } from "#shared/schemas/payments";
import { unlockPaidHunt } from "../../lib/payments/hunt-payments";
import { usePurchases } from "../../stores/access";
import { toast } from "../../stores/toasts";
import { captureOnce } from "./capture-order";
import { settleCartOrder } from "./cart-order";

export type CaptureState =
  | { status: "confirming" }
  | { status: "paid"; order: CaptureAnswer }
  | { status: "failed"; error: Said }
  | { status: "offline" };

export function useCapture(orderId: string | null): { state: CaptureState; retry: () => void } {
  const [state, setState] = useState<CaptureState>({ status: "confirming" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!orderId) return;
    let live = true;
    setState({ status: "confirming" });
    void captureOnce(orderId).then(async (res) => {
      if (!res.success) {
        if (live) setState(res.status === 0 ? { status: "offline" } : { status: "failed", error: res });
        return;
      }
      const order = res.data;
      if (order.kind === "hunt" && order.hunt_id !== null) {
        await unlockPaidHunt(order.hunt_id);
        await usePurchases.persist.rehydrate();
      } else {
        // The money is taken even if the device cannot note it; the cart then simply stays as it was.
        await settleCartOrder(orderId).catch(() => false);
      }
      if (!live) return;
      setState({ status: "paid", order });
      const t = textsNow(cartTexts);
      if (order.kind === "hunt") toast({ title: t.purchaseSuccessful(), description: t.purchaseSucceeded() });
      else toast({ title: t.orderSuccessful(), description: t.orderConfirmed({ product: order.product_name }) });
    });
    return () => {
      live = false;
    };
  }, [orderId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
