/** Queues one page view in the outbox, with who and what browser, for delivery whenever there is signal. */
import type { TrackView } from "#shared/schemas/analytics";
import { useAuth } from "../../stores/auth";
import { enqueueWith } from "../../sync/enqueue";
import { newMutation } from "../../sync/outbox";
import { visitorId } from "./visitor-id";

export async function queuePageView(page: string): Promise<void> {
  const payload: TrackView = {
    page,
    referrer: document.referrer,
    user_agent: navigator.userAgent,
    visitor_id: await visitorId(),
  };
  await enqueueWith(newMutation("analytics.view", payload, useAuth.getState().token));
}
