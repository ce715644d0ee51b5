/**
 * "Trip photos" on the profile: the family's photos grouped by hunt, from this device first (so the album
 * opens with no signal), joined by the account's photos from the server on a device that has not seen
 * them. Each can be deleted, from the device and the account.
 */
import { useLiveQuery } from "../../../lib/database/use-live-query";
import { useBackgroundRefresh } from "../../../lib/api/background-refresh";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { InLang } from "../../../lib/i18n/in-lang";
import { accountTexts } from "../account-texts";
import { readAlbum, refreshTripPhotos } from "../trip-photos";
import { TripPhoto } from "./trip-photo";

export function TripPhotos({ userId }: { userId: number }) {
  useBackgroundRefresh(`trip-photos:${userId}`, refreshTripPhotos);
  const lang = useLang();
  const album = useLiveQuery(() => readAlbum(userId, lang), [userId, lang]);
  const t = useTexts(accountTexts);
  return (
    <section className="card card-body stack trip-photos" aria-labelledby="trip-photos-heading">
      <h2 id="trip-photos-heading">{t.tripPhotos()}</h2>
      {album?.some((hunt) => hunt.photos.some((photo) => photo.waitingForRoom)) && <p className="muted">{t.roomNeeded({ full: t.photoStorageFull() })}</p>}
      {album === undefined ? null : album.length === 0 ? (
        <p className="muted">{t.noTripPhotos()}</p>
      ) : (
        album.map((hunt) => (
          <section key={hunt.huntId} className="stack" aria-labelledby={`trip-photos-${hunt.huntId}`}>
            <h3 id={`trip-photos-${hunt.huntId}`}>{hunt.title === null ? t.huntNumber({ id: hunt.huntId }) : <InLang lang={hunt.lang === lang ? undefined : hunt.lang}>{hunt.title}</InLang>}</h3>
            <ul className="trip-photo-grid">
              {hunt.photos.map((photo) => (
                <TripPhoto key={photo.id} photo={photo} lang={hunt.lang} />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
