/** Queues one page view in the outbox, with who and what browser, for delivery whenever there is signal. */
import type { MutationPayload } from "#shared/schemas/outbox";
import { useAuth } from "../../stores/auth";
import { enqueueWith, newMutation } from "../../sync/enqueue";
import { visitorId } from "./visitor-id";

export async function queuePageView(page: string): Promise<void> {
  const payload: MutationPayload<"analytics.view"> = {
    page,
    referrer: document.referrer,
    user_agent: navigator.userAgent,
    visitor_id: await visitorId(),
  };
  await enqueueWith(newMutation("analytics.view", payload, useAuth.getState().token));
}
