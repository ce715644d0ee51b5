/** The admin's book calls and the toasts SPEC §8 gives each outcome. */
import type { z } from "zod";
import { MESSAGES } from "#shared/rules/messages";
import type { Book, bookInputSchema } from "#shared/schemas/book";
import { api } from "../../../lib/api-client";
import { toast } from "../../../stores/toasts";

export type BookValues = z.output<typeof bookInputSchema>;

/** Creates (no id) or updates a book; the server's reason when it refused, else null. */
export async function saveBook(id: number | null, values: BookValues): Promise<string | null> {
  const res = id === null ? await api.post<Book>("/shop/books", values) : await api.put<Book>(`/shop/books/${id}`, values);
  if (!res.success) {
    toast({ title: MESSAGES.errorTitle, description: MESSAGES.bookSaveFailed, variant: "destructive" });
    return res.error;
  }
  toast({ title: id === null ? MESSAGES.bookCreated : MESSAGES.bookUpdated });
  return null;
}

export async function deleteBook(book: Book): Promise<boolean> {
  const res = await api.delete(`/shop/books/${book.id}`);
  if (res.success) toast({ title: MESSAGES.bookDeleted });
  else toast({ title: MESSAGES.errorTitle, description: MESSAGES.bookDeleteFailed, variant: "destructive" });
  return res.success;
}
