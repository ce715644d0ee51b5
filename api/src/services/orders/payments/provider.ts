/**
 * A payment provider takes an amount, sends the buyer to an approval page, and captures the payment when
 * the buyer comes back. Both calls are safe to retry: create is keyed by our order id (PayPal-Request-Id)
 * and capturing an already-captured order reports success. The app calls a provider outside its write
 * transactions, since a call may wait on the network.
 */
export interface CreatePaymentRequest {
  /** Our order id; the provider uses it to make a retried create return the same provider order. */
  requestId: string;
  amountCents: number;
  description: string;
  returnUrl: string;
  cancelUrl: string;
}

export interface CreatedPayment {
  providerOrderId: string;
  approvalUrl: string;
}

export interface CapturedPayment {
  status: "completed" | "pending" | "failed";
  payerName: string | null;
  payerEmail: string | null;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "paypal";
  createOrder(request: CreatePaymentRequest): Promise<CreatedPayment>;
  captureOrder(providerOrderId: string, requestId: string): Promise<CapturedPayment>;
  /** Where an admin can look the payment up at the provider, if anywhere. */
  activityUrl(providerOrderId: string): string | null;
}

export class PaymentProviderError extends Error {}
