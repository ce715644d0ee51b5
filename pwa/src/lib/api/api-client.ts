// @chunk core
/**
 * The one way the app talks to the API. Every call answers `{success: true, data}` or
 * `{success: false, error, status}`: the error is the server's `detail`, else its
 * `message`, else 'Request failed'. A network failure is `status: 0`, so callers can tell "offline"
 * from "refused". The bearer token comes from the auth store through `setTokenSource`.
 */
import { CORE_MESSAGES as MESSAGES } from "#shared/rules/core-messages";

export type ApiResult<T> = { success: true; data: T; status: number } | { success: false; error: string; status: number };

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
  method: "GET" | "POST" | "PUT" | "DELETE",
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
    return { success: false, error: MESSAGES.requestFailed, status: 0 };
  }
  const parsed = (await res.json().catch(() => null)) as { detail?: unknown; message?: unknown } | null;
  if (res.ok) return { success: true, data: parsed as T, status: res.status };
  const error =
    (typeof parsed?.detail === "string" && parsed.detail) || (typeof parsed?.message === "string" && parsed.message) || MESSAGES.requestFailed;
  return { success: false, error, status: res.status };
}

export const api = {
  get: <T>(path: string, query?: Query) => apiRequest<T>("GET", path, { query }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => apiRequest<T>("POST", path, { body, headers }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, { body }),
  delete: <T>(path: string) => apiRequest<T>("DELETE", path),
};
