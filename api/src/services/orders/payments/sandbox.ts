/**
 * The built-in sandbox provider, used when no PayPal credentials are configured so the whole buy flow
 * works on a fresh machine. Its "provider side" lives in the sandbox_payments table; its approval page is
 * served by this app (routes/payments.ts) and sends the buyer back to the order's return URL. Like a real
 * provider it is called outside the app's transactions, so it opens its own for what it writes.
 */
import { and, eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { writeTx, type Db } from "../../../db";
import { sandboxPayments } from "../../../db/tables";
import { PaymentProviderError, type PaymentProvider } from "./provider";

export const SANDBOX_PAGE_PATH = "/api/payments/sandbox";

export function createSandboxProvider({ db, baseUrl }: { db: Db; baseUrl: string }): PaymentProvider {
  const pageUrl = (id: string) => `${baseUrl.replace(/\/$/, "")}${SANDBOX_PAGE_PATH}/${id}`;
  return {
    name: "sandbox",
    createOrder(request) {
      // Keyed by our order id: a retried create finds the payment made the first time.
      return writeTx(db, async () => {
        const [existing] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.requestId, request.requestId));
        if (existing) return { providerOrderId: existing.id, approvalUrl: pageUrl(existing.id) };
        const id = `SBX-${randomBytes(8).toString("hex").toUpperCase()}`;
        await db.insert(sandboxPayments).values({
          id,
          requestId: request.requestId,
          amountCents: request.amountCents,
          description: request.description,
          status: "created",
          returnUrl: request.returnUrl,
          cancelUrl: request.cancelUrl,
        });
        return { providerOrderId: id, approvalUrl: pageUrl(id) };
      });
    },
    captureOrder(providerOrderId) {
      return writeTx(db, async () => {
        const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, providerOrderId));
        if (!row) throw new PaymentProviderError("Unknown sandbox payment");
        if (row.status === "approved") {
          await db.update(sandboxPayments).set({ status: "captured" }).where(eq(sandboxPayments.id, providerOrderId));
        }
        const status = row.status === "approved" || row.status === "captured" ? "completed" : row.status === "cancelled" ? "failed" : "pending";
        return { status, payerName: row.payerName, payerEmail: row.payerEmail };
      });
    },
    activityUrl: (providerOrderId) => pageUrl(providerOrderId),
  };
}

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

export async function findSandboxPayment(db: Db, id: string): Promise<SandboxPayment | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row;
}

/**
 * The buyer's decision on the approval page. Only a payment still waiting for one changes; repeating the
 * same decision is harmless (a double-clicked button), and the caller reads the row back to see which
 * decision stands.
 */
export async function approveSandboxPayment(db: Db, id: string, payer: { name: string; email: string }): Promise<void> {
  await db
    .update(sandboxPayments)
    .set({ status: "approved", payerName: payer.name, payerEmail: payer.email })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "created")));
}

export async function cancelSandboxPayment(db: Db, id: string): Promise<void> {
  await db
    .update(sandboxPayments)
    .set({ status: "cancelled" })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "created")));
}
