// @chunk hunt
/**
 * Opening /hunt/:id: the screen shows the device's copy at once and this fetches the latest in the
 * background. Only when the device has no playable copy does the server's answer decide: a 404 sends
 * the family back to the list, a failed load (no signal) says so and does the same. Not throttled like
 * the list refresh: a hunt opened without its items must always try to fetch them.
 */
import { useEffect } from "react";
import { useNavigate } from "../../lib/i18n/links";
import { textsNow } from "../../lib/i18n/texts";
import { withDatabase } from "../../lib/database/db-loader";
import { nextTask } from "../../lib/start-up/next-task";
import { toast } from "../../stores/toasts";
import { playTexts } from "./play-texts";

export const HUNTS_PATH = "/scavengerhunts";

export function useHuntLoad(id: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    if (!Number.isInteger(id) || id <= 0) {
      navigate(HUNTS_PATH, { replace: true });
      return;
    }
    void (async () => {
      // The refresh code loads after the first frame, in a task of its own: the device's copy is what
      // that frame draws.
      await nextTask();
      if (!live) return;
      const result = await import("./hunt-catalog").then((m) => m.refreshHunt(id)).catch(() => "failed" as const);
      if (!live || result === "ok") return;
      const local = await withDatabase((db) => db.hunts.get(id));
      if (!live || local?.items) return;
      if (result === "failed") toast({ title: textsNow(playTexts).huntLoadFailed(), variant: "destructive" });
      navigate(HUNTS_PATH, { replace: true });
    })();
    return () => {
      live = false;
    };
  }, [id, navigate]);
}
