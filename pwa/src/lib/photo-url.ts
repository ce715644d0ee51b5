/**
 * A photo's picture on screen: an object URL for its blob while the screen shows it, revoked when the
 * screen goes (or the photo changes), so pictures do not stay in memory after they are gone. Photos are
 * private: a server photo is shown the same way, from a blob fetched with the session, never by its URL.
 */
import { useEffect, useState } from "react";

/** `key` names the photo (its id): a new read of the same photo keeps its URL. */
export function usePhotoUrl(blob: Blob | null | undefined, key: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const has = Boolean(blob);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
    // The blob is read again (a new object) whenever the table changes; only another photo needs a new URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, has]);
  return url;
}
