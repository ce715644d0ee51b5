/** The admin's book calls, and the toast each outcome raises. */
import type { z } from "zod";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import type { Book, bookInputSchema } from "#shared/schemas/book";
import { resourceActions } from "../shared/resource-actions";

export type BookValues = z.output<typeof bookInputSchema>;

export const { save: saveBook, remove: deleteBook } = resourceActions<Book, BookValues>("/shop/books", {
  created: MESSAGES.bookCreated,
  updated: MESSAGES.bookUpdated,
  saveFailed: MESSAGES.bookSaveFailed,
  deleted: MESSAGES.bookDeleted,
  deleteFailed: MESSAGES.bookDeleteFailed,
});
