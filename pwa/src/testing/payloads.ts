/** Outbox payloads for tests (imported only by tests): whole, as the device queues them. */
import type { MutationPayload } from "#shared/schemas/outbox";

/** A hunt purchase with every detail the form asks for. */
export function huntPurchasePayload(huntId: number, amount = 2.99): MutationPayload<"hunt.purchase"> {
  return { hunt_id: huntId, amount, customer_name: "Ada", customer_email: "ada@example.com", customer_phone: "555-0100", customer_address: "1 Trail Rd", payment_method: "paypal" };
}
