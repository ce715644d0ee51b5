/**
 * On a hunt's result, signed out: this hunt's photos are only on this phone until the family signs in,
 * when they upload by themselves (the outbox adopts them). Nothing shows signed in, or with no photos.
 */
import { Link } from "../../../lib/i18n/links";
import { huntPhotoCount } from "../../../photos/photo-store";
import { useLiveQuery } from "../../../lib/database/use-live-query";
import { useAuth } from "../../../stores/auth";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";

export function PhotoBackupNote({ huntId }: { huntId: number }) {
  const signedOut = useAuth((s) => !s.loading && !s.token);
  // Signed out: only the photos taken signed out, not those of an account that signed out before.
  const photos = useLiveQuery(() => huntPhotoCount(huntId, null), [huntId], 0);
  const t = useTexts(huntsTexts);
  if (!signedOut || photos === 0) return null;
  return (
    <p className="card card-body photo-backup-note">
      <span aria-hidden="true">📷 </span>
      {t.photosSaved({ count: photos })}{" "}
      <Link to="/login" state={{ from: { pathname: `/hunt/${huntId}` } }}>
        {t.signInToBackUp()}
      </Link>
    </p>
  );
}
