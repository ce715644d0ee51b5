/**
 * Which payment provider the server uses: PayPal when both credentials are configured, otherwise the
 * built-in sandbox, so a fresh machine can run the whole buy flow without an account anywhere.
 */
import type { Db } from "../../../db";
import type { Env } from "../../../env";
import { createPayPalProvider } from "./paypal";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider } from "./sandbox";

type PaymentEnv = Pick<Env, "PAYPAL_CLIENT_ID" | "PAYPAL_CLIENT_SECRET" | "PAYPAL_API_BASE" | "PUBLIC_URL">;

export function selectPaymentProvider({ db, env }: { db: Db; env: PaymentEnv }): PaymentProvider {
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) {
    return createPayPalProvider({
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      apiBase: env.PAYPAL_API_BASE,
    });
  }
  // Without PUBLIC_URL the approval link is a path on whichever host the buyer used.
  return createSandboxProvider({ db, baseUrl: env.PUBLIC_URL ?? "" });
}
