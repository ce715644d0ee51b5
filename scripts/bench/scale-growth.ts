/**
 * The growth `npm run bench:scale` pushes through the public API, as real traffic would arrive: hunts
 * the admin writes, page views drained from outboxes, families who register and send their completions
 * through the outbox, and book orders through checkout with the built-in sandbox provider (approved on
 * its page, captured by the return page's call). Every count is the figure times `SCALE`.
 */
import type { HuntInput } from "../../shared/schemas/hunt";
import type { CreateOrderInput } from "../../shared/schemas/payments";
import type { RegisterInput } from "../../shared/schemas/user";
import { ulid } from "../../pwa/src/lib/api/ulid";
import { pool, type Api } from "./scale-client";
import { completion, huntSheet, pageView, sync, type HuntSheet } from "./scale-mutations";

/** Requests a growth step keeps in flight: enough to keep the server busy on two cores. */
const IN_FLIGHT = 4;
const PASSWORD = "bench-family-password";

export interface Growth {
  pageViews: number;
  families: number;
  /** Hunts each new family completes. */
  completionsPerFamily: number;
  orders: number;
  hunts: number;
}

export function growthFor(scale: number): Growth {
  const times = (n: number) => Math.max(1, Math.round(n * scale));
  return { pageViews: times(300_000), families: times(3_000), completionsPerFamily: 3, orders: times(2_000), hunts: times(500) };
}

export interface Family {
  token: string;
  email: string;
}

let families = 0;

/**
 * A new family account. Registrations are limited per client address, so each family comes from an
 * address of its own: the server trusts X-Forwarded-For as it does behind a proxy (`TRUST_PROXY=1`).
 */
export async function registerFamily(api: Api, label: string): Promise<Family> {
  const n = ++families;
  const email = `${label}-${n}@families.example`;
  const body: RegisterInput = { name: `Family ${n}`, email, password: PASSWORD, lang: "en" };
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const { access_token } = await api.json<{ access_token: string }>("POST", "/api/users/register", { body, headers: { "x-forwarded-for": address } });
  return { token: access_token, email };
}

/** A hunt as an admin writes one: eight items (half with a place to check in at), three questions. */
function huntInput(n: number): HuntInput {
  return {
    title: `Ranger Trail ${n}`,
    description: `Eight things to find along trail ${n}, and three questions about them. `.repeat(4),
    location: `Trailhead ${n}`,
    difficulty: (["easy", "medium", "hard"] as const)[n % 3],
    price: n % 4 === 0 ? 4.99 : 0,
    estimated_time: "1-2 hours",
    age_range: "5-12",
    published: true,
    items: Array.from({ length: 8 }, (_, k) => ({
      name: `Marker ${k + 1} of trail ${n}`,
      location_description: "Beside the boardwalk, past the second bench.",
      educational_fact: "Rangers place markers where the trail tells a story.",
      points: 10,
      ...(k % 2 === 0 ? { lat: 44.46 + n / 10_000, lng: -110.83 + k / 10_000, radius_m: 40 } : {}),
    })),
    quiz_questions: Array.from({ length: 3 }, (_, k) => ({
      question: `What did marker ${k + 1} show?`,
      options: ["A geyser", "A bison track", "A lodgepole pine"],
      correct_answer: ["A geyser", "A bison track", "A lodgepole pine"][k]!,
      points: 5,
    })),
  };
}

export async function createHunts(api: Api, adminToken: string, count: number): Promise<HuntSheet[]> {
  return pool(count, IN_FLIGHT, async (i) => {
    const { id } = await api.json<{ id: number }>("POST", "/api/hunts", { token: adminToken, body: huntInput(i + 1) }, 201);
    return huntSheet(api, id);
  });
}

/** Page views drained from visitors' outboxes, 100 a request. */
export async function trackPageViews(api: Api, count: number, offset = 0): Promise<void> {
  const batches = Math.ceil(count / 100);
  await pool(batches, IN_FLIGHT, (b) =>
    sync(api, Array.from({ length: Math.min(100, count - b * 100) }, (_, k) => pageView(offset + b * 100 + k))),
  );
}

/** Families registered one by one, each sending its completions of `perFamily` hunts in one outbox drain. */
export async function familiesComplete(api: Api, hunts: HuntSheet[], count: number, perFamily: number): Promise<Family[]> {
  return pool(count, IN_FLIGHT, async (i) => {
    const family = await registerFamily(api, "grown");
    const played = Array.from({ length: perFamily }, (_, k) => hunts[(i * 7 + k * 13) % hunts.length]!);
    await sync(api, played.map((hunt, k) => completion(hunt, i + k)), family.token);
    return family;
  });
}

/** Every hunt completed once by `family`, through its outbox. */
export async function completeAll(api: Api, family: Family, hunts: HuntSheet[]): Promise<void> {
  await sync(api, hunts.map((hunt, k) => completion(hunt, k)), family.token);
}

/**
 * One book order paid as a buyer pays it: checkout, the sandbox provider's page approved, the payment
 * captured by the return page. With a family's token it is that family's order (its points follow).
 */
export async function buyBook(api: Api, bookId: number, quantity: number, token?: string): Promise<void> {
  const body: CreateOrderInput = { items: [{ book_id: bookId, quantity }], origin_url: api.base, lang: "en" };
  const headers = { "idempotency-key": ulid() };
  const { order_id, approval_url } = await api.json<{ order_id: string; approval_url: string }>("POST", "/api/payments/paypal/create-order", { token, body, headers });
  const approve = await api.send("POST", `${new URL(approval_url, api.base).pathname}/approve`, { form: { payer_name: "Sandbox Buyer", payer_email: "buyer@example.com" } });
  if (approve.status !== 303) throw new Error(`the sandbox approval answered ${approve.status}`);
  const { status } = await api.json<{ status: string }>("POST", "/api/payments/capture", { token, body: { order_id } });
  if (status !== "completed") throw new Error(`order ${order_id} was captured as ${status}`);
}

/** The ids of the books the shop sells now (a book announced but not yet available cannot be ordered). */
export async function availableBooks(api: Api): Promise<number[]> {
  const { items } = await api.json<{ items: { id: number; available: boolean }[] }>("GET", "/api/shop/books");
  return items.filter((book) => book.available).map((book) => book.id);
}

/** `count` orders of `books`; every other one placed by a family, the rest by guests. */
export async function placeOrders(api: Api, books: number[], buyers: Family[], count: number): Promise<void> {
  await pool(count, IN_FLIGHT, (i) => buyBook(api, books[i % books.length]!, 1 + (i % 3), i % 2 === 0 ? buyers[i % buyers.length]?.token : undefined));
}
