// @chunk core
/**
 * The one way the app talks to the API. Every call answers `{success: true, data}` or
 * `{success: false, error, key, params, status}`: the error is the server's `detail`, else its
 * `message`, else 'Request failed'; `key` and `params` name the refusal's message in the catalogs
 * (content/i18n/<lang>/errors.json), which a screen says in its language (lib/i18n/error-texts.ts). A
 * network failure is `status: 0`, so callers can tell "offline" from "refused". The bearer token comes
 * from the auth store through `setTokenSource`.
 */
import type { MessageParams } from "#shared/rules/icu-messages";

/** What a refusal says: the server's English words, and the message that says them in any language. */
export interface Said {
  error: string;
  key?: string;
  params?: MessageParams;
}

export type ApiFailure = Said & { success: false; status: number };
export type ApiResult<T> = { success: true; data: T; status: number } | ApiFailure;

/**
 * A call answered with no words of the server's (no connection, or no JSON): the `requestFailed` message,
 * whose English is written here because every screen's first load carries this module, and the catalog
 * of refusals loads only with the screens that show them (their test holds the two the same).
 */
export const NO_ANSWER: Said = { error: "Request failed", key: "requestFailed" };

/** The refusal an answer's body states, if it states one. */
export function saidBy(body: { detail?: unknown; message?: unknown; key?: unknown; params?: unknown } | null): Said {
  const error = (typeof body?.detail === "string" && body.detail) || (typeof body?.message === "string" && body.message);
  if (!error) return NO_ANSWER;
  const key = typeof body?.key === "string" ? body.key : undefined;
  const params = body?.params && typeof body.params === "object" ? (body.params as MessageParams) : undefined;
  return { error, ...(key ? { key } : {}), ...(params ? { params } : {}) };
}

type Query = Record<string, string | number | boolean | undefined>;

let tokenSource: () => string | null = () => null;

export function setTokenSource(source: () => string | null): void {
  tokenSource = source;
}

/** A GET's path with its query, as the server sees it after `/api` (empty values left out). */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

let primed: Record<string, unknown> = {};

/**
 * Answers the server already gave to GETs (those a pre-rendered page was drawn from), keyed as
 * `withQuery` writes a path: each serves the first GET of that path instead of the network, once.
 */
export function primeAnswers(answers: Record<string, unknown>): void {
  primed = { ...answers };
}

export async function apiRequest<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  options: { body?: unknown; query?: Query; token?: string | null; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const url = withQuery(path, options.query);
  if (method === "GET" && url in primed) {
    const data = primed[url] as T;
    delete primed[url];
    return { success: true, data, status: 200 };
  }
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  const token = options.token === undefined ? tokenSource() : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(`/api${url}`, { method, headers, body });
  } catch {
    return { success: false, ...NO_ANSWER, status: 0 };
  }
  const parsed = (await res.json().catch(() => null)) as { detail?: unknown; message?: unknown } | null;
  if (res.ok) return { success: true, data: parsed as T, status: res.status };
  return { success: false, ...saidBy(parsed), status: res.status };
}

export const api = {
  get: <T>(path: string, query?: Query) => apiRequest<T>("GET", path, { query }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => apiRequest<T>("POST", path, { body, headers }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, { body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>("PATCH", path, { body }),
  delete: <T>(path: string) => apiRequest<T>("DELETE", path),
};
