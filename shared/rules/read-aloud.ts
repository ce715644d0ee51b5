/**
 * An item's "Say it like" text: what read-aloud says instead of the item's name, for names speech gets
 * wrong ("Ahwahnee" as "ah-WAH-nee"). The admin's editor and the server hold it to the same limit.
 */
export const SAY_AS_MAX_CHARS = 100;
