/**
 * One photo in the album: the picture (from the device, or fetched once with the session), what and when,
 * whether it is backed up yet, and "Delete photo" after a confirmation.
 */
import { useEffect, useState } from "react";
import type { Lang } from "#shared/rules/languages";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { hasPicture } from "../../../photos/photo-bytes";
import { usePhotoUrl } from "../../../photos/photo-url";
import { useAuth } from "../../../stores/auth";
import { toast } from "../../../stores/toasts";
import { deletePhoto } from "../../../photos/photo-outbox";
import { accountTexts } from "../account-texts";
import { formatDay } from "../dates";
import { fetchPhotoFile, type AlbumPhoto } from "../trip-photos";

/** `lang` is the language of the item's name (its hunt's, as the album reads it). */
export function TripPhoto({ photo, lang: nameLang }: { photo: AlbumPhoto; lang: Lang }) {
  const url = usePhotoUrl(photo);
  const [unreachable, setUnreachable] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const t = useTexts(accountTexts);
  const lang = useLang();
  const ownLang = useTextLang(nameLang);
  const whatLang = photo.itemName === null ? undefined : ownLang;
  const what = photo.itemName ?? t.tripPhoto();
  const day = formatDay(photo.taken_at, lang);
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
    if (!window.confirm(t.confirmDeletePhoto())) return;
    setDeleting(true);
    try {
      await deletePhoto(photo.id, useAuth.getState().token);
      toast({ title: t.photoDeleted() });
    } catch {
      setDeleting(false);
      toast({ title: t.photoNotDeleted(), description: t.pleaseTryAgain(), variant: "destructive" });
    }
  };

  return (
    <li className="trip-photo">
      <figure>
        {url ? (
          <img src={url} alt={what} lang={whatLang} />
        ) : (
          <div className="trip-photo-missing" role="img" aria-label={what} lang={whatLang}>
            <span lang={lang}>{unreachable ? t.showsOnline() : t.loadingPhoto()}</span>
          </div>
        )}
        <figcaption>
          <strong lang={whatLang}>{what}</strong>
          <span className="muted"> · {day}</span>
          {photo.server_id === null && <span className="badge badge-orange">{photo.waitingForRoom ? t.photoStorageFull() : t.notBackedUp()}</span>}
        </figcaption>
      </figure>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void onDelete()} disabled={deleting}>
        {t.deletePhoto()}
        <span className="visually-hidden">
          : <span lang={whatLang}>{what}</span>, {day}
        </span>
      </button>
    </li>
  );
}
