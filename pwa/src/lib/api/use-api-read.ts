/**
 * A read straight from the API for the online-only screens (admin): the loading/ready/failed cycle of
 * `useAdminResource`, with `reload` keeping the last answer on screen. The answer is checked against its
 * schema, so a screen never draws a shape it does not expect.
 */
import type { ZodType } from "zod";
import { api, type ApiResult } from "./api-client";
import { useAdminResource } from "./use-admin-resource";

export type ApiRead<T> =
  | { state: "loading" }
  | { state: "ready"; data: T }
  | { state: "failed"; error: string };

type Query = Record<string, string | number | boolean | undefined>;

export const UNEXPECTED_ANSWER = "The server sent an answer this screen cannot read.";

/** An answer, refused as UNEXPECTED_ANSWER when it does not fit `schema`. */
export function fitAnswer<T>(res: ApiResult<unknown>, schema: ZodType<T>): ApiResult<T> {
  if (!res.success) return res;
  const parsed = schema.safeParse(res.data);
  return parsed.success ? { ...res, data: parsed.data } : { success: false, error: UNEXPECTED_ANSWER, status: res.status };
}

/** The API's answer at `path`, refused as UNEXPECTED_ANSWER when it does not fit `schema`. */
export async function readApi<T>(path: string, schema: ZodType<T>, query?: Query): Promise<ApiResult<T>> {
  return fitAnswer(await api.get<unknown>(path, query), schema);
}

export function useApiRead<T>(path: string, schema: ZodType<T>, query?: Query): ApiRead<T> & { reload: () => void } {
  // The query as text, so a caller's fresh object literal on each render does not refetch.
  const queryKey = JSON.stringify(query ?? {});
  const { state, reload } = useAdminResource<T>(() => readApi(path, schema, JSON.parse(queryKey) as Query), `${path}?${queryKey}`);
  const read: ApiRead<T> =
    state.status === "ready" ? { state: "ready", data: state.data } : state.status === "error" ? { state: "failed", error: state.error } : { state: "loading" };
  return { ...read, reload };
}
