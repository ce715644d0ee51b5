/** The PayPal provider against a fake PayPal Orders v2 server on a local port. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPayPalProvider } from "./paypal";
import { PaymentProviderError } from "./provider";

interface FakeOrder {
  id: string;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED";
  body: any;
}

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** Just enough of PayPal: tokens, create/capture keyed by PayPal-Request-Id, and the 422 issues. */
function fakePayPal() {
  const state = {
    requests: [] as Recorded[],
    orders: new Map<string, FakeOrder>(),
    byRequestId: new Map<string, { status: number; body: unknown }>(),
    tokensIssued: 0,
    validTokens: new Set<string>(),
    expiresInSeconds: 3600,
  };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const issue = (name: string) => ({ name: "UNPROCESSABLE_ENTITY", debug_id: "dbg", details: [{ issue: name }] });
  const view = (order: FakeOrder) => ({
    id: order.id,
    status: order.status,
    links: [
      { rel: "self", href: `https://api.paypal.test/v2/checkout/orders/${order.id}` },
      { rel: "payer-action", href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}` },
    ],
    ...(order.status === "COMPLETED"
      ? {
          payer: { name: { given_name: "Pat", surname: "Payer" }, email_address: "pat@example.com" },
          purchase_units: [{ payments: { captures: [{ id: `CAP-${order.id}`, status: "COMPLETED" }] } }],
        }
      : {}),
  });

  function handle(req: IncomingMessage, body: string, res: ServerResponse) {
    const path = req.url ?? "";
    state.requests.push({ method: req.method ?? "", path, headers: req.headers, body });
    if (path === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from("client-id:client-secret").toString("base64")}`;
      if (req.headers.authorization !== expected || body !== "grant_type=client_credentials") {
        return send(res, 401, { error: "invalid_client" });
      }
      const token = `token-${++state.tokensIssued}`;
      state.validTokens.add(token);
      return send(res, 200, { access_token: token, token_type: "Bearer", expires_in: state.expiresInSeconds });
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!token || !state.validTokens.has(token)) return send(res, 401, { error: "invalid_token" });
    const requestId = req.headers["paypal-request-id"] as string | undefined;
    const replay = requestId ? state.byRequestId.get(`${path}|${requestId}`) : undefined;
    if (replay) return send(res, replay.status, replay.body);
    const remember = (status: number, reply: unknown) => {
      if (requestId) state.byRequestId.set(`${path}|${requestId}`, { status, body: reply });
      send(res, status, reply);
    };

    if (req.method === "POST" && path === "/v2/checkout/orders") {
      const parsed = JSON.parse(body);
      if (parsed.purchase_units[0].amount.value === "0.00") return remember(422, issue("CANNOT_BE_ZERO_OR_NEGATIVE"));
      const order: FakeOrder = { id: `ORDER-${state.orders.size + 1}`, status: "PAYER_ACTION_REQUIRED", body: parsed };
      state.orders.set(order.id, order);
      return remember(200, view(order));
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (req.method === "POST" && capture) {
      const order = state.orders.get(capture[1] ?? "");
      if (!order) return send(res, 404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
      if (order.status === "PAYER_ACTION_REQUIRED") return send(res, 422, issue("ORDER_NOT_APPROVED"));
      if (order.status === "COMPLETED") return send(res, 422, issue("ORDER_ALREADY_CAPTURED"));
      order.status = "COMPLETED";
      return remember(201, view(order));
    }
    const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    const order = get ? state.orders.get(get[1] ?? "") : undefined;
    if (req.method === "GET" && order) return send(res, 200, view(order));
    return send(res, 404, { name: "NOT_FOUND" });
  }

  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => handle(req, body, res));
  });
  return { server, state };
}

let server: Server;
let state: ReturnType<typeof fakePayPal>["state"];
let apiBase: string;
let clock = 0;

beforeAll(async () => {
  const fake = fakePayPal();
  server = fake.server;
  state = fake.state;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  state.requests.length = 0;
  state.orders.clear();
  state.byRequestId.clear();
  state.validTokens.clear();
  state.tokensIssued = 0;
  state.expiresInSeconds = 3600;
  clock = Date.now();
});

const provider = () =>
  createPayPalProvider({ clientId: "client-id", clientSecret: "client-secret", apiBase, now: () => clock });

const request = (requestId: string, amountCents = 3838) => ({
  requestId,
  amountCents,
  description: "Yellowstone Hunt",
  returnUrl: "https://parks.example/checkout/return?order_id=o-1",
  cancelUrl: "https://parks.example/shop",
});

const calls = (path: string) => state.requests.filter((r) => r.path === path);

describe("createOrder", () => {
  it("creates an Orders v2 order with the request id and returns the payer-action link", async () => {
    const created = await provider().createOrder(request("order-uuid-1"));
    expect(created).toEqual({
      providerOrderId: "ORDER-1",
      approvalUrl: "https://www.sandbox.paypal.com/checkoutnow?token=ORDER-1",
    });
    const [sent] = calls("/v2/checkout/orders");
    expect(sent?.headers["paypal-request-id"]).toBe("order-uuid-1");
    expect(sent?.headers.authorization).toBe("Bearer token-1");
    expect(JSON.parse(sent?.body ?? "")).toEqual({
      intent: "CAPTURE",
      purchase_units: [
        { reference_id: "order-uuid-1", description: "Yellowstone Hunt", amount: { currency_code: "USD", value: "38.38" } },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: "https://parks.example/checkout/return?order_id=o-1",
            cancel_url: "https://parks.example/shop",
            user_action: "PAY_NOW",
          },
        },
      },
    });
  });

  it("gets the same PayPal order back when a create is retried with the same request id", async () => {
    const paypal = provider();
    const first = await paypal.createOrder(request("order-uuid-2"));
    const retried = await paypal.createOrder(request("order-uuid-2"));
    expect(retried).toEqual(first);
    expect(state.orders.size).toBe(1);
  });

  it("formats amounts as exact dollars", async () => {
    await provider().createOrder(request("order-uuid-3", 5));
    expect(JSON.parse(calls("/v2/checkout/orders")[0]?.body ?? "").purchase_units[0].amount.value).toBe("0.05");
  });

  it("throws a PaymentProviderError when PayPal refuses", async () => {
    await expect(provider().createOrder(request("order-uuid-4", 0))).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("throws a PaymentProviderError when PayPal cannot be reached", async () => {
    const offline = createPayPalProvider({ clientId: "client-id", clientSecret: "client-secret", apiBase: "http://127.0.0.1:1" });
    await expect(offline.createOrder(request("order-uuid-5"))).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe("captureOrder", () => {
  async function approvedOrder(paypal = provider()) {
    const { providerOrderId } = await paypal.createOrder(request("order-uuid-c"));
    const order = state.orders.get(providerOrderId);
    if (order) order.status = "APPROVED";
    return providerOrderId;
  }

  it("captures an approved order and reports the payer", async () => {
    const paypal = provider();
    const id = await approvedOrder(paypal);
    expect(await paypal.captureOrder(id, "capture-order-uuid-c")).toEqual({
      status: "completed",
      payerName: "Pat Payer",
      payerEmail: "pat@example.com",
    });
    expect(calls(`/v2/checkout/orders/${id}/capture`)[0]?.headers["paypal-request-id"]).toBe("capture-order-uuid-c");
  });

  it("answers a retried capture with the same request id as the first", async () => {
    const paypal = provider();
    const id = await approvedOrder(paypal);
    const first = await paypal.captureOrder(id, "capture-x");
    const retried = await paypal.captureOrder(id, "capture-x");
    expect(retried).toEqual(first);
    expect(calls(`/v2/checkout/orders/${id}`)).toHaveLength(0); // answered by PayPal's replay, no lookup needed
  });

  it("reports an already-captured order as completed by looking it up", async () => {
    const paypal = provider();
    const id = await approvedOrder(paypal);
    await paypal.captureOrder(id, "capture-first");
    const again = await paypal.captureOrder(id, "capture-second");
    expect(again).toEqual({ status: "completed", payerName: "Pat Payer", payerEmail: "pat@example.com" });
    expect(calls(`/v2/checkout/orders/${id}`).map((r) => r.method)).toEqual(["GET"]);
  });

  it("reports an order the buyer has not approved as pending", async () => {
    const paypal = provider();
    const { providerOrderId } = await paypal.createOrder(request("order-uuid-p"));
    expect(await paypal.captureOrder(providerOrderId, "capture-p")).toEqual({
      status: "pending",
      payerName: null,
      payerEmail: null,
    });
  });

  it("throws a PaymentProviderError for an unknown order", async () => {
    await expect(provider().captureOrder("ORDER-404", "capture-404")).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe("the OAuth token", () => {
  it("is fetched once and reused until shortly before it expires", async () => {
    const paypal = provider();
    await Promise.all([paypal.createOrder(request("t-1")), paypal.createOrder(request("t-2"))]);
    await paypal.createOrder(request("t-3"));
    expect(calls("/v1/oauth2/token")).toHaveLength(1);
    clock += 3600 * 1000 - 30 * 1000; // inside the renewal margin
    await paypal.createOrder(request("t-4"));
    expect(calls("/v1/oauth2/token")).toHaveLength(2);
    expect(calls("/v2/checkout/orders").at(-1)?.headers.authorization).toBe("Bearer token-2");
  });

  it("is replaced once when PayPal rejects it early", async () => {
    const paypal = provider();
    await paypal.createOrder(request("r-1"));
    state.validTokens.clear(); // revoked on PayPal's side
    await expect(paypal.createOrder(request("r-2"))).resolves.toMatchObject({ providerOrderId: "ORDER-2" });
    expect(calls("/v1/oauth2/token")).toHaveLength(2);
  });
});

describe("activityUrl", () => {
  it("points at the sandbox or live PayPal site to match the API base", () => {
    const sandbox = createPayPalProvider({ clientId: "a", clientSecret: "b", apiBase: "https://api-m.sandbox.paypal.com" });
    const live = createPayPalProvider({ clientId: "a", clientSecret: "b", apiBase: "https://api-m.paypal.com" });
    expect(sandbox.activityUrl("ABC")).toBe("https://www.sandbox.paypal.com/activity/payment/ABC");
    expect(live.activityUrl("ABC")).toBe("https://www.paypal.com/activity/payment/ABC");
  });
});
