/**
 * The most rows one list request may ask for. Kept apart from the zod schemas so a screen that only
 * needs the number (the shop asks for its whole catalog) does not load zod on its first frame.
 */
export const MAX_LIST_LIMIT = 100;
