/**
 * The most rows one list request may ask for. Kept apart from the zod schemas so a screen that only
 * needs the number (the shop asks for its whole catalog) does not load zod on its first frame.
 */
export const MAX_LIST_LIMIT = 100;

/** The admin's Orders shows this many orders, then more as it scrolls. */
export const ORDERS_PAGE = 50;

/** The admin's blog list shows this many posts, then more on request. */
export const ADMIN_POSTS_PAGE = 50;

/** The hunts catalog (/scavengerhunts) reads this many hunts at a time; the admin's hunt list, ADMIN_HUNTS_PAGE. */
export const HUNTS_PAGE = 24;
export const ADMIN_HUNTS_PAGE = 50;

/** The shop reads this many books at a time. */
export const SHOP_PAGE = 24;

/** The profile shows this many of the family's points activity first, then more as the family asks. */
export const POINTS_HISTORY_PAGE = 20;

/** The profile's hunt history shows this many completions, then more as the family asks. */
export const HUNT_HISTORY_PAGE = 20;

/** The blog shows this many posts, then more as the reader asks (its pre-rendered first page too). */
export const BLOG_PAGE = 20;
