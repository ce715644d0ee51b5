/**
 * Whether the admin area can reach the server. Admin work is online-only (what an admin changes must
 * reach the server at once, and nothing of it is queued), so the answer comes from asking: GET
 * /api/health on entry, again when the browser says it is back online, and on Retry. The browser's
 * `offline` event is believed at once (it is only wrong the other way round).
 */
import { useCallback, useEffect, useState } from "react";
import { api } from "../../lib/api/api-client";

export function useAdminConnection(): { offline: boolean; retry: () => void } {
  const [offline, setOffline] = useState(false);
  const [check, setCheck] = useState(0);
  const retry = useCallback(() => setCheck((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    void api.get<{ ok: boolean }>("/health").then((res) => {
      if (current) setOffline(!res.success);
    });
    return () => {
      current = false;
    };
  }, [check]);

  useEffect(() => {
    const goOffline = () => setOffline(true);
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", retry);
    return () => {
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", retry);
    };
  }, [retry]);

  return { offline, retry };
}
