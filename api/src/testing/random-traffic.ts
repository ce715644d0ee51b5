/**
 * A season's traffic in miniature, drawn from a seeded generator so a failing run can be replayed with its
 * seed: outbox batches of page views and content views back-dated over several days, completions with
 * finds by every method in either language (the Roper hunt's too), hunt purchases paid, cancelled at the
 * provider or left pending, and batches delivered again with the same ids.
 */
import { expect } from "vitest";
import { ENGAGEMENT_TYPES } from "#shared/schemas/analytics";
import { approveOnSandbox, followPaymentLink, payOrder } from "./pay-order";
import type { TestApp } from "./test-app";

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TrafficHunt {
  id: number;
  itemIds: number[];
  /** Dollars, for a priced hunt that can be bought. */
  price: number;
}

export interface Traffic {
  hunts: TrafficHunt[];
  /** Bearer tokens of the families that play and buy; batches are also sent signed out. */
  families: string[];
  batches: number;
  /** How many days back a view's own time may be. */
  daysBack: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGES = ["/", "/map", "/shop", "/blog", "/hunt/1", "/about"];
const METHODS = ["gps", "word", "tap", "photo"] as const;
const BUYER = { customer_name: "Ada", customer_email: "ada@example.com", customer_phone: "1", customer_address: "1 Rd", payment_method: "paypal" };

/** Ids stay unique across calls: a later call's mutations are new, not replays. */
let serial = 0;

export async function sendRandomTraffic(t: TestApp, random: () => number, traffic: Traffic): Promise<void> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const id = () => `01JTRAFFIC${String(serial++).padStart(10, "0")}`;
  const pastTime = () => t.deps.now().getTime() - Math.floor(random() * traffic.daysBack * DAY_MS);
  const sent: { token?: string; mutations: object[] }[] = [];
  const purchases: { approval_url: string; order_id: string }[] = [];

  const view = () => ({ id: id(), kind: "analytics.view", createdAt: pastTime(), payload: { page: pick(PAGES), visitor_id: `visitor-${Math.floor(random() * 12)}` } });
  const contentView = () => {
    const type = pick(["hunt", "hunt", "blog", "book", "podcast"] as const);
    const engagement = random() < 0.5 ? {} : { type: pick(ENGAGEMENT_TYPES), scroll_depth: 50, time_spent: 1000 };
    const content_id = type === "hunt" ? pick(traffic.hunts).id : Math.floor(random() * 3) + 1;
    return { id: id(), kind: "analytics.content", createdAt: pastTime(), payload: { content_id, content_type: type, engagement } };
  };
  const completion = () => {
    const lang = pick(["en", "es"] as const);
    if (random() < 0.2) return { id: id(), kind: "hunt.complete", createdAt: pastTime(), payload: { hunt_id: "roper", score: 0, badge_earned: false, lang } };
    const hunt = pick(traffic.hunts);
    const finds = hunt.itemIds.filter(() => random() < 0.7).map((item_id) => {
      const method = pick(METHODS);
      return method === "gps" ? { item_id, method, at: new Date(pastTime()).toISOString(), distance_m: 5 } : { item_id, method, at: new Date(pastTime()).toISOString() };
    });
    return { id: id(), kind: "hunt.complete", createdAt: pastTime(), payload: { hunt_id: hunt.id, score: 0, badge_earned: false, finds, lang } };
  };
  const purchase = () => {
    const hunt = pick(traffic.hunts.filter((h) => h.price > 0));
    return { id: id(), kind: "hunt.purchase", createdAt: pastTime(), payload: { ...BUYER, hunt_id: hunt.id, amount: hunt.price } };
  };

  for (let b = 0; b < traffic.batches; b++) {
    const replay = sent.length > 0 && random() < 0.25;
    const batch = replay ? pick(sent) : { token: random() < 0.8 ? pick(traffic.families) : undefined, mutations: [] as object[] };
    if (!replay) {
      const size = 5 + Math.floor(random() * 30);
      for (let i = 0; i < size; i++) {
        const r = random();
        batch.mutations.push(r < 0.5 ? view() : r < 0.75 ? contentView() : r < 0.92 || !batch.token ? completion() : purchase());
      }
      sent.push(batch);
    }
    const res = await t.call("POST", "/api/sync", { token: batch.token, body: { mutations: batch.mutations } });
    expect(res.status).toBe(200);
    for (const result of res.body.results as { status: string; result?: { approval_url?: string; order_id: string } }[]) {
      expect(["applied", "duplicate", "retry"], JSON.stringify(result)).toContain(result.status);
      if (result.status === "applied" && result.result?.approval_url) purchases.push({ approval_url: result.result.approval_url, order_id: result.result.order_id });
    }
  }
  // Each order is paid, cancelled at the provider, or left waiting; a paid one is captured twice.
  for (const order of purchases) {
    const r = random();
    if (r < 0.5) {
      expect((await payOrder(t, order.approval_url, order.order_id)).body.status).toBe("completed");
      await t.call("POST", "/api/payments/capture", { body: { order_id: order.order_id } });
    } else if (r < 0.8) {
      const sandbox = await followPaymentLink(t, order.approval_url);
      await t.call("POST", `${new URL(sandbox, "http://localhost").pathname}/cancel`);
      await t.call("POST", `/api/payments/orders/${order.order_id}/cancel`);
    } else if (r < 0.9) {
      await approveOnSandbox(t, await followPaymentLink(t, order.approval_url));
    }
  }
}
