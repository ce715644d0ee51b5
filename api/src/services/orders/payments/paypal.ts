/**
 * PayPal Orders v2 as a PaymentProvider. An OAuth client-credentials token is fetched once and reused
 * until shortly before it expires. Create and capture both send `PayPal-Request-Id`, which PayPal uses to
 * answer a retried call with the original result instead of acting twice; a capture of an order that is
 * already captured is reported as the success it is.
 */
import { PaymentProviderError, type CapturedPayment, type PaymentProvider } from "./provider";

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com */
  apiBase: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Renew the token this long before PayPal says it expires, so a call never starts with a dying token. */
const TOKEN_RENEW_MARGIN_MS = 60 * 1000;
const REQUEST_TIMEOUT_MS = 30 * 1000;
/** PayPal's limit for purchase_units[].description. */
const DESCRIPTION_MAX_CHARS = 127;

interface PayPalOrder {
  id: string;
  status?: string;
  links?: { href: string; rel: string }[];
  payer?: { name?: { given_name?: string; surname?: string }; email_address?: string };
  purchase_units?: { payments?: { captures?: { status?: string }[] } }[];
}

interface PayPalError {
  name?: string;
  debug_id?: string;
  details?: { issue?: string }[];
}

function dollarsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

function payerOf(order: PayPalOrder): Pick<CapturedPayment, "payerName" | "payerEmail"> {
  const name = [order.payer?.name?.given_name, order.payer?.name?.surname].filter(Boolean).join(" ");
  return { payerName: name || null, payerEmail: order.payer?.email_address ?? null };
}

/** An order's state as our orders see it; a capture's own status wins because it says whether money moved. */
function captured(order: PayPalOrder): CapturedPayment {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0]?.status;
  const state = capture ?? order.status;
  const status = state === "COMPLETED" ? "completed" : state === "DECLINED" || state === "FAILED" || state === "VOIDED" ? "failed" : "pending";
  return { status, ...payerOf(order) };
}

function issuesOf(body: unknown): string[] {
  return ((body as PayPalError | null)?.details ?? []).map((d) => d.issue ?? "");
}

export function createPayPalProvider(options: PayPalOptions): PaymentProvider {
  const base = options.apiBase.replace(/\/$/, "");
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let token: { value: string; renewAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function send(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await fetchFn(`${base}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (err) {
      throw new PaymentProviderError(`PayPal ${path} unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: res.status, body };
  }

  function failure(path: string, reply: { status: number; body: unknown }): PaymentProviderError {
    const err = reply.body as PayPalError | null;
    const issues = issuesOf(reply.body).join(",");
    return new PaymentProviderError(`PayPal ${path} answered ${reply.status} ${err?.name ?? ""} ${issues} (debug_id ${err?.debug_id ?? "none"})`);
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
    const reply = await send("/v1/oauth2/token", {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    });
    const body = reply.body as { access_token?: string; expires_in?: number } | null;
    if (reply.status !== 200 || !body?.access_token) throw failure("/v1/oauth2/token", reply);
    const lifetimeMs = (body.expires_in ?? 0) * 1000;
    token = { value: body.access_token, renewAt: now() + lifetimeMs - TOKEN_RENEW_MARGIN_MS };
    return body.access_token;
  }

  /** Concurrent callers share one token request. */
  async function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    pendingToken ??= fetchToken().finally(() => (pendingToken = null));
    return pendingToken;
  }

  /** An API call with the token; a 401 (token revoked early) gets one retry with a fresh token. */
  async function api(path: string, init: { method: string; requestId?: string; body?: unknown }) {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken()}`,
        "content-type": "application/json",
      };
      if (init.requestId) headers["paypal-request-id"] = init.requestId;
      const reply = await send(path, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (reply.status !== 401 || attempt > 0) return reply;
      token = null;
    }
  }

  return {
    name: "paypal",
    async createOrder(request) {
      const path = "/v2/checkout/orders";
      const reply = await api(path, {
        method: "POST",
        requestId: request.requestId,
        body: {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: request.requestId,
              description: request.description.slice(0, DESCRIPTION_MAX_CHARS),
              amount: { currency_code: "USD", value: dollarsText(request.amountCents) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: { return_url: request.returnUrl, cancel_url: request.cancelUrl, user_action: "PAY_NOW" },
            },
          },
        },
      });
      if (reply.status !== 200 && reply.status !== 201) throw failure(path, reply);
      const order = reply.body as PayPalOrder;
      const link = order.links?.find((l) => l.rel === "payer-action") ?? order.links?.find((l) => l.rel === "approve");
      if (!order.id || !link) throw new PaymentProviderError(`PayPal order ${order.id} came back without an approval link`);
      return { providerOrderId: order.id, approvalUrl: link.href };
    },
    async captureOrder(providerOrderId, requestId) {
      const path = `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`;
      const reply = await api(`${path}/capture`, { method: "POST", requestId });
      if (reply.status === 200 || reply.status === 201) return captured(reply.body as PayPalOrder);
      const issues = issuesOf(reply.body);
      if (reply.status === 422 && issues.includes("ORDER_ALREADY_CAPTURED")) {
        const current = await api(path, { method: "GET" });
        if (current.status !== 200) throw failure(path, current);
        return captured(current.body as PayPalOrder);
      }
      if (reply.status === 422 && issues.includes("ORDER_NOT_APPROVED")) {
        return { status: "pending", payerName: null, payerEmail: null };
      }
      throw failure(`${path}/capture`, reply);
    },
    activityUrl(providerOrderId) {
      const site = base.includes("sandbox") ? "https://www.sandbox.paypal.com" : "https://www.paypal.com";
      return `${site}/activity/payment/${encodeURIComponent(providerOrderId)}`;
    },
  };
}
