/**
 * The park map's frame in its own units (about one CSS pixel each on a phone held upright, as the hunt's
 * own map): as wide as that map, and as tall as the picture's shape asks within bounds, so a very wide
 * or very tall picture still leaves the list in sight. Known before the picture or the map's code has
 * loaded, so the space it takes never changes.
 */
export const PARK_VIEW_WIDTH = 320;
const PARK_VIEW_HEIGHT_MIN = 200;
const PARK_VIEW_HEIGHT_MAX = 400;

export interface Size {
  width: number;
  height: number;
}

export function parkViewport(picture: Size): Size {
  const height = Math.round((PARK_VIEW_WIDTH * picture.height) / picture.width);
  return { width: PARK_VIEW_WIDTH, height: Math.min(PARK_VIEW_HEIGHT_MAX, Math.max(PARK_VIEW_HEIGHT_MIN, height)) };
}
