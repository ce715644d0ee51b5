/**
 * Phones syncing against a real server while something goes wrong underneath: each phone sends batches
 * of outbox mutations (page views, and hunt completions when it is signed in) the way the app's outbox
 * does, and sends again whatever was not confirmed (a 5xx, a dropped connection, a "retry") until every
 * mutation is applied or reported a duplicate. Readers ask for cached public reads meanwhile. Every
 * request is timed and must be answered within ANSWER_WITHIN_MS; what each request was answered is
 * counted, so a test can say that nothing went unanswered, nothing was a 500, and nothing was lost.
 */
import { outboxId } from "./outbox-ids";

export const ANSWER_WITHIN_MS = 30_000;
const BATCH_SIZE = 25;
const RESEND_PAUSE_MS = 100;

export interface Phone {
  /** A bearer token: this phone also completes hunts, whose points the server pays once. */
  token?: string;
  huntIds?: number[];
}

export interface LoadTally {
  /** Answers by HTTP status, and "no connection" for a request that got none. */
  statuses: Map<string, number>;
  /** Requests with no answer within ANSWER_WITHIN_MS. */
  unanswered: number;
  slowestMs: number;
  /** Mutations made; confirmed (applied or duplicate) once at least. */
  made: number;
  confirmed: number;
  views: string[];
  completions: { token: string; id: string; huntId: number }[];
}

export interface SyncLoad {
  tally: LoadTally;
  /** Stops making new mutations; resolves once every one made is confirmed (or rejects at `deadlineMs`). */
  finish(deadlineMs: number): Promise<void>;
}

async function timed(tally: LoadTally, url: string, init: RequestInit): Promise<Response | null> {
  const started = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
    tally.statuses.set(String(res.status), (tally.statuses.get(String(res.status)) ?? 0) + 1);
    return res;
  } catch (error) {
    if ((error as Error).name === "TimeoutError") tally.unanswered++;
    tally.statuses.set("no connection", (tally.statuses.get("no connection") ?? 0) + 1);
    return null;
  } finally {
    tally.slowestMs = Math.max(tally.slowestMs, Date.now() - started);
  }
}

interface Pending {
  id: string;
  kind: string;
  createdAt: number;
  payload: unknown;
}

/** `phones` phones send mutations to `baseUrl`, and `readers` readers read `readPaths` in turn, until `finish`. */
export function startSyncLoad(baseUrl: string, phones: Phone[], readers: number, readPaths: string[], tag: string): SyncLoad {
  const tally: LoadTally = { statuses: new Map(), unanswered: 0, slowestMs: 0, made: 0, confirmed: 0, views: [], completions: [] };
  let making = true;
  let reading = true;
  let mutationCount = 0;

  const make = (phone: Phone): Pending => {
    tally.made++;
    const id = `${tag}-${outboxId()}`;
    const huntId = phone.huntIds?.[mutationCount % phone.huntIds.length];
    if (phone.token && huntId !== undefined && mutationCount++ % 5 === 0) {
      tally.completions.push({ token: phone.token, id, huntId });
      return { id, kind: "hunt.complete", createdAt: Date.now(), payload: { hunt_id: huntId, score: 0, badge_earned: false, finds: [] } };
    }
    mutationCount++;
    tally.views.push(id);
    return { id, kind: "analytics.view", createdAt: Date.now(), payload: { page: `/hunt/${(mutationCount % 7) + 1}`, visitor_id: id } };
  };

  const phoneLoop = async (phone: Phone) => {
    let queue: Pending[] = [];
    while (making || queue.length > 0) {
      while (making && queue.length < BATCH_SIZE) queue.push(make(phone));
      const batch = queue.slice(0, BATCH_SIZE);
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (phone.token) headers.authorization = `Bearer ${phone.token}`;
      const res = await timed(tally, `${baseUrl}/api/sync`, { method: "POST", headers, body: JSON.stringify({ mutations: batch }) });
      const body = res?.ok ? ((await res.json()) as { results: { id: string; status: string }[] }) : null;
      if (!body) {
        await res?.body?.cancel();
        await new Promise((r) => setTimeout(r, RESEND_PAUSE_MS));
        continue;
      }
      const done = new Set(body.results.filter((r) => r.status === "applied" || r.status === "duplicate").map((r) => r.id));
      tally.confirmed += done.size;
      queue = queue.filter((m) => !done.has(m.id));
      if (done.size < batch.length) await new Promise((r) => setTimeout(r, RESEND_PAUSE_MS));
    }
  };

  const readerLoop = async (offset: number) => {
    for (let i = offset; reading; i++) {
      const res = await timed(tally, `${baseUrl}${readPaths[i % readPaths.length]}`, {});
      await res?.body?.cancel();
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  const running = [...phones.map(phoneLoop), ...Array.from({ length: readers }, (_, i) => readerLoop(i))];
  return {
    tally,
    async finish(deadlineMs) {
      making = false;
      const phonesDone = Promise.all(running.slice(0, phones.length));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${tally.made - tally.confirmed} mutations still unconfirmed`)), deadlineMs - Date.now());
      });
      try {
        await Promise.race([phonesDone, late]);
      } finally {
        clearTimeout(timer);
        reading = false;
        await Promise.all(running.slice(phones.length));
      }
    },
  };
}
