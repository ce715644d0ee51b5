/**
 * The one error shape of the API: every failure answers `{detail}` with a 4xx/5xx status, and a refusal
 * the app shows a family also names its message in the catalogs (content/i18n/<lang>/errors.json):
 * `{detail, key}`, with `params` when the message has arguments. `detail` is the message in English,
 * as it always was; the app says `key` in the page's language.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type errors from "#content/i18n/en/errors.json";
import type { MessageParams } from "#shared/rules/icu-messages";
import { serverTexts } from "./texts";

export type ErrorKey = keyof typeof errors;

/** A refusal's words: its message's key and arguments. */
export interface Refusal {
  key: ErrorKey;
  params?: MessageParams;
}

/** What a refusal answers: `{detail}`, or `{detail, key, params}` for one with a message. */
export interface RefusalBody {
  detail: string;
  key?: ErrorKey;
  params?: MessageParams;
}

/** A refusal's message, in English. */
export function englishOf({ key, params }: Refusal): string {
  return serverTexts<ErrorKey>("errors", "en")[key](params);
}

/** The answer's body for a refusal with a message, or for plain words (what only the admin reads). */
export function refusalBody(said: string | Refusal): RefusalBody {
  if (typeof said === "string") return { detail: said };
  return { detail: englishOf(said), key: said.key, ...(said.params ? { params: said.params } : {}) };
}

export class HttpError extends Error {
  readonly body: RefusalBody;

  constructor(
    readonly status: ContentfulStatusCode,
    said: string | Refusal,
  ) {
    const body = refusalBody(said);
    super(body.detail);
    this.body = body;
  }

  get detail(): string {
    return this.body.detail;
  }
}

/**
 * A refusal about this moment rather than about the request: a rate limit (with the seconds until there
 * is room again, answered as Retry-After) or a store that is full. The same request may succeed later, so
 * it is never kept as an idempotency key's answer, and never refuses the replay of something already done.
 */
export class TryLater extends HttpError {
  constructor(
    status: 413 | 429,
    said: string | Refusal,
    readonly retryAfterSeconds?: number,
  ) {
    super(status, said);
  }
}

/** What an address that names nothing answers. */
export const notFoundBody = () => refusalBody({ key: "notFound" });

/** The things a family may be told are not there, each with its message ("Hunt not found"). */
const NOT_FOUND_KEYS: Partial<Record<string, ErrorKey>> = { Hunt: "huntNotFound", Coupon: "couponNotFound", Book: "bookNotFound", Order: "orderNotFound" };

export const notFound = (what: string) => {
  const key = NOT_FOUND_KEYS[what];
  return new HttpError(404, key ? { key } : `${what} not found`);
};
