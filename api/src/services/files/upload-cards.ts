/**
 * An admin upload's preview card, kept in the uploads store beside its picture as `<hex>.card.jpg`: a
 * name /uploads never serves (it takes only the stored uploads' own names), so the card is public only
 * at /cards/uploads/<hex>.jpg. Only this store is ever read: a family's photos, named the same way, sit in
 * a store of their own and never get a card.
 */
import { STORED_UPLOAD_EXTENSIONS } from "#shared/rules/uploads";
import { makeCard } from "./card-image";
import type { FileStore } from "./file-store";

/** A card's name at /cards/uploads/: the upload's random name with the card's extension. */
const CARD_NAME = /^([a-f0-9]{32})\.jpg$/;

const storedCardName = (hex: string) => `${hex}.card.jpg`;
const hexOf = (uploadName: string) => uploadName.slice(0, uploadName.indexOf("."));

/** Makes and keeps the card of the upload stored as `uploadName`, from its (clean) picture. */
export async function writeUploadCard(uploads: FileStore, uploadName: string, picture: Uint8Array): Promise<void> {
  await uploads.write(storedCardName(hexOf(uploadName)), await makeCard(picture));
}

/** Removes the card of the upload stored as `uploadName`, when one was made (a card is made again at a request). */
export async function removeUploadCard(uploads: FileStore, uploadName: string): Promise<void> {
  await uploads.remove(storedCardName(hexOf(uploadName)));
}

/** The stored picture `<hex>.<ext>` under whichever extension its type gave it. */
async function readOriginal(uploads: FileStore, hex: string): Promise<Buffer | null> {
  for (const ext of STORED_UPLOAD_EXTENSIONS) {
    const bytes = await uploads.read(`${hex}.${ext}`);
    if (bytes) return bytes;
  }
  return null;
}

/**
 * The card asked for as `<hex>.jpg`, or null when no upload has that name. An upload kept before cards
 * were made has none yet: it is made from the stored picture on the first request and kept. A stored
 * picture no decoder reads (one from before uploads were checked) has no card.
 */
export async function readUploadCard(uploads: FileStore, cardName: string): Promise<Buffer<ArrayBuffer> | null> {
  const hex = CARD_NAME.exec(cardName)?.[1];
  if (!hex) return null;
  const kept = await uploads.read(storedCardName(hex));
  if (kept) return kept;
  const original = await readOriginal(uploads, hex);
  if (!original) return null;
  const card = await makeCard(original).catch(() => null);
  if (!card) return null;
  await uploads.write(storedCardName(hex), card);
  return card;
}
