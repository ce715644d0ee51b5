/**
 * On a hunt's result, signed out: this hunt's photos are only on this phone until the family signs in,
 * when they upload by themselves (the outbox adopts them). Nothing shows signed in, or with no photos.
 */
import { Link } from "react-router-dom";
import { huntPhotoCount } from "../../../lib/photo-store";
import { useLiveQuery } from "../../../lib/use-live-query";
import { useAuth } from "../../../stores/auth";

export function PhotoBackupNote({ huntId }: { huntId: number }) {
  const signedOut = useAuth((s) => !s.loading && !s.token);
  // Signed out: only the photos taken signed out, not those of an account that signed out before.
  const photos = useLiveQuery(() => huntPhotoCount(huntId, null), [huntId], 0);
  if (!signedOut || photos === 0) return null;
  return (
    <p className="card card-body photo-backup-note">
      <span aria-hidden="true">📷 </span>
      {photos === 1 ? "Your photo is" : `Your ${photos} photos are`} saved on this phone only.{" "}
      <Link to="/login" state={{ from: { pathname: `/hunt/${huntId}` } }}>
        Sign in to back up your photos
      </Link>
    </p>
  );
}
