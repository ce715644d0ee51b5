/**
 * Taking the money for an approved order when the buyer comes back. One request per order at a time
 * (React may mount the return page twice; a reload asks again, which the server answers from its record
 * of the completed order). A settled success is kept so coming back to the page does not ask again.
 */
import type { CaptureAnswer } from "#shared/schemas/payments";
import { api, type ApiResult } from "../../lib/api/api-client";

export const CAPTURE_PATH = "/payments/capture";

const captures = new Map<string, Promise<ApiResult<CaptureAnswer>>>();

export function captureOnce(orderId: string): Promise<ApiResult<CaptureAnswer>> {
  const known = captures.get(orderId);
  if (known) return known;
  const request = api.post<CaptureAnswer>(CAPTURE_PATH, { order_id: orderId }, { "Idempotency-Key": `capture-${orderId}` }).then((res) => {
    if (!res.success) captures.delete(orderId);
    return res;
  });
  captures.set(orderId, request);
  return request;
}
