// @chunk core
/**
 * The preview cards a link to the site shows in chats and feeds (Open Graph, `twitter:card` of
 * `summary_large_image`): a JPEG of 1200 x 630 for each picture a post, hunt or book can show, made at
 * build time for the sample pictures and at upload time for an admin's. Only pictures the site already
 * publishes get one: a family's photos are served to their own account alone and never become a public
 * card, and an address elsewhere is not ours to copy.
 */
import { STORED_UPLOAD_NAME } from "./uploads";

/** 1.91:1, the size Facebook and LinkedIn ask a large card for; X shows it as its large card too. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Where the cards are served; the service worker leaves it to the network. */
export const CARDS_PATH = "/cards/";
/** The site's own card, for pages with no picture of their own. */
export const SITE_CARD_PATH = "/cards/site.jpg";

/** A sample picture: one file directly in a content folder of pwa/public/images, as the seed names them. */
const SAMPLE_PICTURE = /^\/images\/(blog|books|hunts)\/([A-Za-z0-9_-]+)\.webp$/;
const UPLOAD_PREFIX = "/uploads/";

/** An upload's card is named by the upload's random part alone: one per upload, whatever its type. */
const uploadCardName = (uploadName: string) => `${uploadName.slice(0, uploadName.indexOf("."))}.jpg`;

/**
 * The path of the card of a picture the site serves (`/images/blog/zion-with-kids.webp` →
 * `/cards/images/blog/zion-with-kids.jpg`, `/uploads/<hex>.png` → `/cards/uploads/<hex>.jpg`), or null
 * for any other address: one elsewhere, empty, a family's photo, anything with a query.
 */
export function cardImagePath(imageUrl: string): string | null {
  const sample = SAMPLE_PICTURE.exec(imageUrl);
  if (sample) return `${CARDS_PATH}images/${sample[1]}/${sample[2]}.jpg`;
  if (imageUrl.startsWith(UPLOAD_PREFIX)) {
    const name = imageUrl.slice(UPLOAD_PREFIX.length);
    if (STORED_UPLOAD_NAME.test(name)) return `${CARDS_PATH}uploads/${uploadCardName(name)}`;
  }
  return null;
}
