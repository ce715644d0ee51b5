/**
 * Whether a hunt is saved complete for no-signal play, and the action that saves it. Readiness is
 * re-checked whenever the stored hunt changes (a download finished, a refresh brought new content).
 */
import { useCallback, useEffect, useState } from "react";
import type { StoredHunt } from "../../lib/database/db";
import { downloadHunt, isHuntReady, type DownloadProgress } from "./hunt-download";
import { toast } from "../../stores/toasts";
import { textsNow } from "../../lib/i18n/texts";
import { huntsTexts } from "./hunts-texts";

export interface HuntOffline {
  /** undefined while checking */
  ready: boolean | undefined;
  progress: DownloadProgress | null;
  download: () => Promise<void>;
}

export function useHuntOffline(hunt: StoredHunt | undefined, huntId: number): HuntOffline {
  const [ready, setReady] = useState<boolean | undefined>(undefined);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  useEffect(() => {
    let live = true;
    void isHuntReady(hunt)
      .catch(() => false)
      .then((value) => live && setReady(value));
    return () => {
      live = false;
    };
  }, [hunt]);

  const download = useCallback(async () => {
    setProgress({ done: 0, total: 1 });
    try {
      await downloadHunt(huntId, setProgress);
    } catch {
      const t = textsNow(huntsTexts);
      toast({ title: t.downloadFailed(), description: t.downloadFailedText(), variant: "destructive" });
    } finally {
      setProgress(null);
    }
  }, [huntId]);

  return { ready, progress, download };
}
