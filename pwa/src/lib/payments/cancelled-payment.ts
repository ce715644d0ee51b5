/**
 * Telling the server that a buyer cancelled at the payment provider, from the page the provider sent them
 * back to; the server then marks the unpaid order failed. Once per order while the page lives (React may
 * mount a page twice); a failed attempt is forgotten so the next visit tells again, which the server
 * answers the same however often it hears it.
 */
import type { CaptureAnswer } from "#shared/schemas/payments";
import { api, type ApiResult } from "../api/api-client";

export const cancelOrderPath = (orderId: string) => `/payments/orders/${encodeURIComponent(orderId)}/cancel`;

const reports = new Map<string, Promise<ApiResult<CaptureAnswer>>>();

export function reportCancelledPayment(orderId: string): Promise<ApiResult<CaptureAnswer>> {
  const known = reports.get(orderId);
  if (known) return known;
  const request = api.post<CaptureAnswer>(cancelOrderPath(orderId)).then((res) => {
    if (!res.success) reports.delete(orderId);
    return res;
  });
  reports.set(orderId, request);
  return request;
}
