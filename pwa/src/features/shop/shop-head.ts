/**
 * The shop's head: the section's sentence, the first guidebook's cover as the preview card, and each
 * guidebook shown as a product with its price for search engines.
 */
import type { Book } from "#shared/schemas/book";
import { SHOP_PAGE } from "#shared/rules/list-limit";
import type { HeadInput } from "../../lib/head/page-head";
import { productLd } from "../../lib/head/structured-data";

export function shopHead(books: readonly Book[]): Partial<HeadInput> {
  const cover = books.find((book) => book.image)?.image;
  // The first page's books: what the page lists before "Load more".
  const listed = books.slice(0, SHOP_PAGE);
  return {
    image: cover,
    jsonLd: (_site, url) => listed.map((book) => productLd({ name: book.title, description: book.description || book.title, image: new URL(book.image || "/icons/icon-512.png", url).href, url, price: book.price, available: book.available })),
  };
}
