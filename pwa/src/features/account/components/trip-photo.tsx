/**
 * One photo in the album: the picture (from the device, or fetched once with the session), what and when,
 * whether it is backed up yet, and "Delete photo" after a confirmation.
 */
import { useEffect, useState } from "react";
import { PHOTO_STORAGE_FULL_NOTE } from "../../../lib/photo-room";
import { hasPicture } from "../../../lib/photo-bytes";
import { usePhotoUrl } from "../../../lib/photo-url";
import { useAuth } from "../../../stores/auth";
import { toast } from "../../../stores/toasts";
import { deletePhoto } from "../../../sync/photo-outbox";
import { formatDay } from "../dates";
import { fetchPhotoFile, type AlbumPhoto } from "../trip-photos";

const CONFIRM_DELETE = "Delete this photo? It is removed from this phone and from your account, and cannot be brought back.";

export function TripPhoto({ photo }: { photo: AlbumPhoto }) {
  const url = usePhotoUrl(photo);
  const [unreachable, setUnreachable] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const what = photo.itemName ?? "Trip photo";
  const missing = !hasPicture(photo);

  useEffect(() => {
    if (!missing) return;
    let live = true;
    void fetchPhotoFile(photo).then((ok) => live && setUnreachable(!ok));
    return () => {
      live = false;
    };
    // Once per photo: the row read again after the fetch is the same photo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photo.id, missing]);

  const onDelete = async () => {
    if (!window.confirm(CONFIRM_DELETE)) return;
    setDeleting(true);
    try {
      await deletePhoto(photo.id, useAuth.getState().token);
      toast({ title: "Photo deleted" });
    } catch {
      setDeleting(false);
      toast({ title: "The photo could not be deleted", description: "Please try again.", variant: "destructive" });
    }
  };

  return (
    <li className="trip-photo">
      <figure>
        {url ? (
          <img src={url} alt={what} />
        ) : (
          <div className="trip-photo-missing" role="img" aria-label={what}>
            {unreachable ? "Shows when you're online" : "Loading photo..."}
          </div>
        )}
        <figcaption>
          <strong>{what}</strong>
          <span className="muted"> · {formatDay(photo.taken_at)}</span>
          {photo.server_id === null && <span className="badge badge-orange">{photo.waitingForRoom ? PHOTO_STORAGE_FULL_NOTE : "Not backed up yet"}</span>}
        </figcaption>
      </figure>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void onDelete()} disabled={deleting}>
        Delete photo<span className="visually-hidden">: {what}, {formatDay(photo.taken_at)}</span>
      </button>
    </li>
  );
}
