/**
 * A photo's picture on screen: an object URL made from its bytes while the screen shows it, revoked when
 * the screen goes (or the photo changes), so pictures do not stay in memory after they are gone. Photos
 * are private: a server photo is shown the same way, from a file fetched with the session, never by its URL.
 */
import { useEffect, useState } from "react";
import type { PhotoRow } from "../lib/database/db";
import { hasPicture, photoBlob } from "./photo-bytes";

/** The photo's id names it: a new read of the same photo keeps its URL. */
export function usePhotoUrl(photo: Pick<PhotoRow, "id" | "picture" | "blob"> | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const has = Boolean(photo && hasPicture(photo));
  useEffect(() => {
    const blob = photo ? photoBlob(photo) : null;
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
    // The row is read again (a new object) whenever the table changes; only another photo needs a new URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photo?.id, has]);
  return url;
}
