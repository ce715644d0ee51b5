/**
 * Pays an order the way a family does with the built-in sandbox provider: follow the site's payment link
 * to the approval page, approve it there, and come back to the return page, which captures the payment.
 */
import { expect } from "vitest";
import type { TestApp } from "./test-app";

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, "http://localhost");
  return `${pathname}${search}`;
};

export async function followPaymentLink(t: TestApp, approvalUrl: string): Promise<string> {
  const link = await t.call("GET", pathOf(approvalUrl));
  expect(link.status).toBe(303);
  return link.headers.get("location") ?? "";
}

export async function approveOnSandbox(t: TestApp, sandboxUrl: string): Promise<string> {
  const approved = await t.call("POST", `${pathOf(sandboxUrl)}/approve`, {
    body: "payer_name=Ada+Buyer&payer_email=ada%40example.com",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(approved.status).toBe(303);
  return approved.headers.get("location") ?? "";
}

/** Follows, approves and captures; answers the capture's response. */
export async function payOrder(t: TestApp, approvalUrl: string, orderId: string) {
  await approveOnSandbox(t, await followPaymentLink(t, approvalUrl));
  return t.call("POST", "/api/payments/capture", { body: { order_id: orderId } });
}
