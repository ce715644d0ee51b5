/**
 * "Trip photos" on the profile: the family's photos grouped by hunt, from this device first (so the album
 * opens with no signal), joined by the account's photos from the server on a device that has not seen
 * them. Each can be deleted, from the device and the account.
 */
import { useLiveQuery } from "../../../lib/use-live-query";
import { useBackgroundRefresh } from "../../../lib/background-refresh";
import { PHOTO_STORAGE_FULL_NOTE } from "../../../lib/photo-room";
import { readAlbum, refreshTripPhotos } from "../trip-photos";
import { TripPhoto } from "./trip-photo";

const ROOM_NEEDED = `${PHOTO_STORAGE_FULL_NOTE}. The photos marked so stay on this phone and back up by themselves once you delete some trip photos to make room.`;

export function TripPhotos({ userId }: { userId: number }) {
  useBackgroundRefresh(`trip-photos:${userId}`, refreshTripPhotos);
  const album = useLiveQuery(() => readAlbum(userId), [userId]);
  return (
    <section className="card card-body stack trip-photos" aria-labelledby="trip-photos-heading">
      <h2 id="trip-photos-heading">Trip photos</h2>
      {album?.some((hunt) => hunt.photos.some((photo) => photo.waitingForRoom)) && <p className="muted">{ROOM_NEEDED}</p>}
      {album === undefined ? null : album.length === 0 ? (
        <p className="muted">No trip photos yet. When a hunt asks for a photo, the pictures you take show here.</p>
      ) : (
        album.map((hunt) => (
          <section key={hunt.huntId} className="stack" aria-labelledby={`trip-photos-${hunt.huntId}`}>
            <h3 id={`trip-photos-${hunt.huntId}`}>{hunt.title}</h3>
            <ul className="trip-photo-grid">
              {hunt.photos.map((photo) => (
                <TripPhoto key={photo.id} photo={photo} />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
