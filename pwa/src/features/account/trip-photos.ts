/**
 * The profile's trip photos: the photos on this device (taken here, or fetched before), grouped by hunt,
 * and on a device that has not seen them yet, those the server keeps for the account. The server's list
 * (GET /api/users/photos) adds a row per photo this device lacks, without its file; the file is fetched
 * with the session when the album first shows it (GET /api/users/photos/{id}/file answers only with the
 * bearer token) and kept, so the album opens with no signal afterwards.
 */
import { familyPhotoUrl } from "#shared/rules/family-record";
import { huntInLang, playedLang } from "#shared/rules/hunt-translation";
import { DEFAULT_LANG, type Lang } from "#shared/rules/languages";
import type { FamilyPhoto } from "#shared/schemas/photos";
import { api } from "../../lib/api/api-client";
import { db, Dexie, type PhotoRow } from "../../lib/database/db";
import { waitsForRoom } from "../../photos/photo-room";
import { seenBy } from "../../photos/photo-store";
import { hasPicture, toPhotoBytes } from "../../photos/photo-bytes";
import { useAuth } from "../../stores/auth";

export interface AlbumPhoto extends PhotoRow {
  /** The item's name, when this device has the hunt's items, in the hunt's language (`AlbumHunt.lang`). */
  itemName: string | null;
  /** Its upload waits because the account's photo storage on the server is full. */
  waitingForRoom: boolean;
}

export interface AlbumHunt {
  huntId: number;
  /** Its title in the album's language when the hunt has that version, else in English; null when unknown here. */
  title: string | null;
  /** The language the title and item names are in. */
  lang: Lang;
  photos: AlbumPhoto[];
}

const newestFirst = (a: string, b: string) => Date.parse(b) - Date.parse(a);

/**
 * This account's photos on the device (and those taken signed out here, which sign-in gives to it),
 * grouped by hunt: the hunt with the latest photo first, each hunt's photos in the order taken.
 */
export async function readAlbum(userId: number, lang: Lang): Promise<AlbumHunt[]> {
  const photos = (await db.photos.toArray()).filter(seenBy(userId));
  const uploads = await db.outbox.where("[kind+state]").equals(["hunt.photo", "pending"]).toArray();
  // A photo taken here shares its id with its upload's outbox row.
  const waiting = new Set(uploads.filter(waitsForRoom).map((row) => row.id));
  const huntIds = [...new Set(photos.map((photo) => photo.hunt_id))];
  const hunts = await db.hunts.bulkGet(huntIds);
  const groups = huntIds.map((huntId, i): AlbumHunt => {
    const stored = hunts[i];
    const hunt = stored && huntInLang({ ...stored, items: stored.items ?? [] }, lang);
    const own = photos.filter((photo) => photo.hunt_id === huntId).sort((a, b) => -newestFirst(a.taken_at, b.taken_at));
    return {
      huntId,
      title: hunt?.title ?? null,
      lang: stored ? playedLang(stored, lang) : DEFAULT_LANG,
      photos: own.map((photo) => ({
        ...photo,
        itemName: hunt?.items.find((item) => item.id === photo.item_id)?.name ?? null,
        waitingForRoom: waiting.has(photo.id),
      })),
    };
  });
  return groups.sort((a, b) => newestFirst(a.photos.at(-1)!.taken_at, b.photos.at(-1)!.taken_at));
}

const sameMoment = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * Adds the server's photos this device does not hold. Skipped: those it holds (by server id, or a photo
 * taken here whose upload's answer has not arrived yet: same item, same moment) and those deleted here
 * whose deletion has not reached the server yet.
 */
export async function refreshTripPhotos(): Promise<boolean> {
  const { token, user } = useAuth.getState();
  if (!token || !user) return false;
  const res = await api.get<FamilyPhoto[] | { items: FamilyPhoto[] }>("/users/photos");
  // Whoever signed out or switched accounts meanwhile must not receive the previous account's photos.
  if (!res.success || useAuth.getState().token !== token) return false;
  const listed = Array.isArray(res.data) ? res.data : res.data.items;
  await db.transaction("rw", db.photos, db.outbox, async () => {
    const local = await db.photos.toArray();
    const deletions = await db.outbox.where("[kind+state]").between(["hunt.photo.delete", Dexie.minKey], ["hunt.photo.delete", Dexie.maxKey]).toArray();
    const deleting = new Set(deletions.flatMap((row) => (row.kind === "hunt.photo.delete" ? [row.payload.photo_id] : [])));
    const held = (photo: FamilyPhoto) =>
      local.some((row) => row.server_id === photo.id || (row.hunt_id === photo.hunt_id && row.item_id === photo.item_id && sameMoment(row.taken_at, photo.taken_at)));
    const fresh = listed
      .filter((photo) => !deleting.has(photo.id) && !held(photo))
      .map((photo): PhotoRow => ({ id: `server-${photo.id}`, hunt_id: photo.hunt_id, item_id: photo.item_id, taken_at: photo.taken_at, picture: null, user_id: user.id, server_id: photo.id }));
    await db.photos.bulkPut(fresh);
  });
  return true;
}

/** Fetches a server photo's file with the session and keeps it with the photo; false when it could not. */
export async function fetchPhotoFile(photo: Pick<PhotoRow, "id" | "server_id">): Promise<boolean> {
  const token = useAuth.getState().token;
  if (!token || photo.server_id === null) return false;
  let res: Response;
  try {
    res = await fetch(familyPhotoUrl(photo.server_id), { headers: { authorization: `Bearer ${token}` } });
  } catch {
    return false;
  }
  // Only a picture: a captive portal's page is not the photo.
  if (!res.ok || !res.headers.get("content-type")?.startsWith("image/")) return false;
  const picture = await toPhotoBytes(await res.blob());
  await db.photos.where("id").equals(photo.id).modify((row) => {
    if (hasPicture(row)) return;
    row.picture = picture;
    delete row.blob;
  });
  return true;
}
