/**
 * The most rows one list request may ask for. Kept apart from the zod schemas so a screen that only
 * needs the number (the shop asks for its whole catalog) does not load zod on its first frame.
 */
export const MAX_LIST_LIMIT = 100;

/** The admin's Orders shows this many orders, then more as it scrolls. */
export const ORDERS_PAGE = 50;
