/**
 * What `npm run bench:scale` sends through POST /api/sync, as a phone's outbox sends it: page views and
 * hunt completions (finds by GPS and by tap, each explorer's quiz answers), delivered in batches of at
 * most 100 and each checked to have been applied.
 */
import { ulid } from "../../pwa/src/lib/api/ulid";
import type { Hunt } from "../../shared/schemas/hunt";
import type { Mutation, SyncResponse } from "../../shared/schemas/outbox";
import { SYNC_BATCH_MAX } from "../../shared/rules/sync";
import type { Api } from "./scale-client";

/** A hunt as a completion of it is written: its items (with or without a place) and its questions' answers. */
export interface HuntSheet {
  id: number;
  items: { id: number; located: boolean }[];
  questions: { id: number; correct: string; wrong: string }[];
}

export async function huntSheet(api: Api, id: number): Promise<HuntSheet> {
  const hunt = await api.json<Hunt>("GET", `/api/hunts/${id}`);
  return {
    id,
    items: hunt.items.map((item) => ({ id: item.id, located: item.lat !== null })),
    questions: hunt.quiz_questions.map((q) => ({ id: q.id, correct: q.correct_answer, wrong: q.options.find((o) => o !== q.correct_answer) ?? q.correct_answer })),
  };
}

const PAGES = ["/", "/scavengerhunts", "/shop", "/blog", "/map", "/podcast", "/about", "/membership"];

/** The `i`th page view of a run: pages and visitors vary as a site's do (a visitor comes back about 5 times). */
export function pageView(i: number): Mutation {
  const page = i % 3 === 0 ? `/hunt/${(i % 40) + 1}` : PAGES[i % PAGES.length]!;
  return {
    id: ulid(),
    kind: "analytics.view",
    createdAt: Date.now(),
    payload: { page, referrer: i % 4 === 0 ? "https://www.google.com/" : "", user_agent: "Mozilla/5.0 (bench:scale)", visitor_id: `visitor-${Math.floor(i / 5)}` },
  };
}

/**
 * A family's completion of `hunt`: every item found (the placed ones by GPS at the spot), two explorers,
 * the first answering every question right and the second missing one when `variant` is odd.
 */
export function completion(hunt: HuntSheet, variant: number): Mutation {
  const at = new Date().toISOString();
  const answers = (missOne: boolean) =>
    Object.fromEntries(hunt.questions.map((q, k) => [String(q.id), missOne && k === 0 ? q.wrong : q.correct]));
  const spotted = Math.floor(hunt.items.length / 2);
  return {
    id: ulid(),
    kind: "hunt.complete",
    createdAt: Date.now(),
    payload: {
      hunt_id: hunt.id,
      score: 0,
      badge_earned: false,
      finds: hunt.items.map((item) => (item.located ? { item_id: item.id, method: "gps", at, distance_m: 12, accuracy_m: 8 } : { item_id: item.id, method: "tap", at })),
      explorers: [
        { name: "Ava", score: 0, badge_earned: false, spotted, answers: answers(false) },
        { name: "Leo", score: 0, badge_earned: false, spotted: hunt.items.length - spotted, answers: answers(variant % 2 === 1) },
      ],
    },
  };
}

/** Batches the server answered 503 (a write that kept losing races), each sent again as the outbox does. */
export const resent = { batches: 0 };
const RESENDS_MAX = 10;

async function deliver(api: Api, batch: Mutation[], token: string | undefined): Promise<SyncResponse> {
  for (let attempt = 0; ; attempt++) {
    const answer = await api.send("POST", "/api/sync", { token, body: { mutations: batch } });
    if (answer.status === 200) return JSON.parse(answer.body.toString()) as SyncResponse;
    if (answer.status !== 503 || attempt === RESENDS_MAX) throw new Error(`POST /api/sync answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
    resent.batches++;
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers["retry-after"] ?? 1) * 1000));
  }
}

/**
 * Sends `mutations` in batches of 100, one after another; throws unless every one was applied. A 503 is
 * waited out (its Retry-After) and the same batch sent again, as a device's outbox does.
 */
export async function sync(api: Api, mutations: Mutation[], token?: string): Promise<void> {
  for (let start = 0; start < mutations.length; start += SYNC_BATCH_MAX) {
    const batch = mutations.slice(start, start + SYNC_BATCH_MAX);
    const { results } = await deliver(api, batch, token);
    const refused = results.find((r) => r.status !== "applied");
    if (refused) throw new Error(`POST /api/sync: a ${batch.find((m) => m.id === refused.id)?.kind} was ${refused.status}: ${refused.detail ?? ""}`);
  }
}
