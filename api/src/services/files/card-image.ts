/**
 * Draws a preview card (shared/rules/card-image.ts) of a picture: the build makes the sample pictures'
 * and the site's (scripts/vite/preview-cards.ts), the server an upload's (./upload-cards.ts).
 */
import sharp from "sharp";
import { CARD_HEIGHT, CARD_WIDTH } from "#shared/rules/card-image";

/**
 * A card is shown small and re-encoded by the site that shows it: 82 keeps the sample pictures' cards near
 * 36 KB each, against 49 KB at 90.
 */
const CARD_QUALITY = 82;
/** Behind a transparent picture, the pages' own background (the web manifest's), not JPEG's black. */
const CARD_BACKGROUND = "#f7f3e8";

/**
 * A 1200 x 630 JPEG of `picture` (its bytes, or a file's path): scaled to cover the card and cut to it
 * around the centre, upright, the first frame of an animation, with no metadata at all (sharp keeps none
 * unless asked), so a camera's position can never reach a card.
 */
export async function makeCard(picture: Uint8Array | string): Promise<Buffer<ArrayBuffer>> {
  const card = await sharp(picture, { autoOrient: true })
    .resize(CARD_WIDTH, CARD_HEIGHT, { fit: "cover", position: "centre" })
    .flatten({ background: CARD_BACKGROUND })
    .jpeg({ quality: CARD_QUALITY })
    .toBuffer();
  // sharp hands back a Buffer on an ordinary ArrayBuffer, never a SharedArrayBuffer.
  return card as Buffer<ArrayBuffer>;
}
