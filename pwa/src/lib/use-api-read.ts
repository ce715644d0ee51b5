/**
 * A read straight from the API for the online-only screens (admin): loading, then the answer or the
 * reason it failed; `reload` asks again, keeping the last answer on screen meanwhile. The answer is checked
 * against its schema, so a screen never draws a shape it does not expect, and an answer that arrives
 * after the screen has moved on is dropped.
 */
import { useCallback, useEffect, useState } from "react";
import type { ZodType } from "zod";
import { api } from "./api-client";

export type ApiRead<T> =
  | { state: "loading" }
  | { state: "ready"; data: T }
  | { state: "failed"; error: string; status: number };

type Query = Record<string, string | number | boolean | undefined>;

export const UNEXPECTED_ANSWER = "The server sent an answer this screen cannot read.";

export async function readApi<T>(path: string, schema: ZodType<T>, query?: Query): Promise<Exclude<ApiRead<T>, { state: "loading" }>> {
  const res = await api.get<unknown>(path, query);
  if (!res.success) return { state: "failed", error: res.error, status: res.status };
  const parsed = schema.safeParse(res.data);
  if (!parsed.success) return { state: "failed", error: UNEXPECTED_ANSWER, status: res.status };
  return { state: "ready", data: parsed.data };
}

export function useApiRead<T>(path: string, schema: ZodType<T>, query?: Query): ApiRead<T> & { reload: () => void } {
  const [read, setRead] = useState<ApiRead<T>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => {
    // A failure gives way to "loading" so a retry that fails again is reported again; an answer stays up.
    setRead((current) => (current.state === "failed" ? { state: "loading" } : current));
    setAttempt((n) => n + 1);
  }, []);
  // The query as text, so a caller's fresh object literal on each render does not refetch.
  const queryKey = JSON.stringify(query ?? {});

  useEffect(() => {
    let current = true;
    void readApi(path, schema, JSON.parse(queryKey) as Query).then((next) => {
      if (current) setRead(next);
    });
    return () => {
      current = false;
    };
  }, [path, schema, queryKey, attempt]);

  return { ...read, reload };
}
