/**
 * Preview cards: the pictures a shared link shows (Open Graph, Twitter), 1200×630 as those sites ask.
 * Each public picture has its card, made when the build or an upload makes the picture.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The site's own card, for pages without a picture of their own. */
export const SITE_CARD_PATH = "/cards/site.jpg";

/** The card of a sample picture the site serves, or null when the picture has none. */
export function cardImagePath(imageUrl: string): string | null {
  const match = /^\/images\/((?:blog|books|hunts)\/[a-z0-9-]+)\.webp$/.exec(imageUrl);
  return match ? `/cards/images/${match[1]}.jpg` : null;
}
