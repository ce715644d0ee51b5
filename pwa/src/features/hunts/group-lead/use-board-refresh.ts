/**
 * Keeps the board fresh while the page is open: read from the server at once, every
 * GROUP_BOARD_REFRESH_MS while the page is shown, on coming back online and on coming back to the page;
 * each board read is kept on the phone (lead-group-store.ts). Says how the last read went: with no
 * signal the page shows the board it kept, saying so.
 */
import { useEffect, useState } from "react";
import { GROUP_BOARD_REFRESH_MS } from "#shared/rules/group-play";
import type { Said } from "../../../lib/api/api-client";
import { nextTask } from "../../../lib/start-up/next-task";
import { readBoard } from "./group-api";
import { saveBoard } from "./lead-group-store";

export type BoardRead = { kind: "reading" | "read" | "no-signal" } | { kind: "refused"; said: Said };

export function useBoardRefresh(code: string): BoardRead {
  const [read, setRead] = useState<BoardRead>({ kind: "reading" });
  useEffect(() => {
    let live = true;
    let inFlight = false;
    const refresh = async () => {
      if (inFlight || document.visibilityState === "hidden") return;
      inFlight = true;
      const res = await readBoard(code);
      if (res.success) await saveBoard(res.data).catch(() => undefined);
      inFlight = false;
      if (live) setRead(res.success ? { kind: "read" } : res.status === 0 ? { kind: "no-signal" } : { kind: "refused", said: res });
    };
    const refreshNow = () => void refresh();
    const onShown = () => document.visibilityState === "visible" && void refresh();
    const timer = setInterval(refreshNow, GROUP_BOARD_REFRESH_MS);
    window.addEventListener("online", refreshNow);
    document.addEventListener("visibilitychange", onShown);
    void nextTask().then(refresh);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener("online", refreshNow);
      document.removeEventListener("visibilitychange", onShown);
    };
  }, [code]);
  return read;
}
