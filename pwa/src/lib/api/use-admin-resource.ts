/**
 * One admin read from the API: loading, then ready or failed. Admin screens read the server directly
 * (they are online-only), so this is their whole data layer. A change of `key` (a new filter) loads
 * afresh; `reload` refreshes behind the current list; `update` applies a change the server confirmed.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import type { ApiResult } from "./api-client";

export type Resource<T> = { status: "loading" } | { status: "error"; error: string } | { status: "ready"; data: T };

export function useAdminResource<T>(load: () => Promise<ApiResult<T>>, key = "", onError?: (error: string) => void) {
  const [state, setState] = useState<Resource<T>>({ status: "loading" });
  const [version, setVersion] = useState(0);
  // The latest load and error handler, without restarting the request when a screen re-renders.
  const fetchNow = useEffectEvent(load);
  const failed = useEffectEvent((error: string) => onError?.(error));
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    // A new filter, or a retry after a failure, shows loading; a refresh keeps the list on screen.
    if (shownKey.current !== key) setState({ status: "loading" });
    else setState((s) => (s.status === "error" ? { status: "loading" } : s));
    shownKey.current = key;
    void fetchNow().then((res) => {
      if (!current) return;
      if (res.success) setState({ status: "ready", data: res.data });
      else {
        setState({ status: "error", error: res.error });
        failed(res.error);
      }
    });
    return () => {
      current = false;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setState((s) => (s.status === "ready" ? { status: "ready", data: change(s.data) } : s));
  }, []);
  return { state, reload, update };
}
