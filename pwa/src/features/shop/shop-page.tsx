/**
 * /shop: the guidebooks the device knows, read from IndexedDB (so the shop opens with no signal) and
 * refreshed from the server in the background, filtered by category, with Add to Cart and Buy Now.
 */
import { useState } from "react";
import { useLiveQuery } from "dexie-react-hooks";
import { MESSAGES } from "#shared/rules/messages";
import type { Book } from "#shared/schemas/book";
import { db } from "../../lib/db";
import { readKv } from "../../lib/kv";
import { useCart } from "../../stores/cart";
import { toast } from "../../stores/toasts";
import { BookCard } from "./book-card";
import { BuyNowDialog } from "./buy-now-dialog";
import { CategoryChips } from "./category-chips";
import { CATEGORIES_KEY, categoriesOf, sortBooks } from "./shop-catalog";
import { ShopHero, WhyChoose } from "./shop-intro";
import { useBuyNow } from "./use-buy-now";
import { useShopRefresh } from "./use-shop-refresh";
import "./shop.css";

const ADDED_TOAST_MS = 3000;

function addToCart(book: Book) {
  useCart.getState().add(book);
  toast({ title: MESSAGES.addedToCart, description: `${book.title} has been added to your cart.`, durationMs: ADDED_TOAST_MS });
}

function EmptyShop({ refresh, filtered }: { refresh: ReturnType<typeof useShopRefresh>; filtered: boolean }) {
  if (!filtered && refresh === "refreshing") return <p className="muted" role="status">Loading books...</p>;
  if (!filtered && refresh === "failed") {
    return <p className="alert alert-warn">You're offline. Open the shop once with a connection and its books stay on this device.</p>;
  }
  return <p className="shop-empty muted">{MESSAGES.noBooksFound}</p>;
}

export default function ShopPage() {
  const refresh = useShopRefresh();
  const books = useLiveQuery(async () => sortBooks(await db.books.toArray()), []);
  // undefined while reading, null when the server's list has never been fetched on this device.
  const savedCategories = useLiveQuery(async () => (await readKv<string[]>(CATEGORIES_KEY)) ?? null, []);
  const [category, setCategory] = useState<string | null>(null);
  const buy = useBuyNow();

  const all = books ?? [];
  const shown = category === null ? all : all.filter((b) => b.category === category);
  const categories = savedCategories === null ? categoriesOf(all) : (savedCategories ?? []);

  return (
    <div className="shop-page stack">
      <ShopHero books={all.length} available={all.filter((b) => b.available).length} />
      <section className="container stack" aria-labelledby="books-heading">
        <h2 id="books-heading">Our Guidebooks</h2>
        <CategoryChips categories={categories} selected={category} onSelect={setCategory} />
        <p className="muted" aria-live="polite">
          {books !== undefined && `Showing ${shown.length} ${shown.length === 1 ? "book" : "books"}${category ? ` in ${category}` : ""}`}
        </p>
        {books !== undefined &&
          (shown.length === 0 ? (
            <EmptyShop refresh={refresh} filtered={category !== null && all.length > 0} />
          ) : (
            <div className="grid book-grid">
              {shown.map((book) => (
                <BookCard
                  key={book.id}
                  book={book}
                  processing={buy.processingId === book.id}
                  busy={buy.busy}
                  onAddToCart={addToCart}
                  onBuyNow={buy.choose}
                />
              ))}
            </div>
          ))}
      </section>
      <WhyChoose />
      <BuyNowDialog book={buy.choosing} onCancel={buy.cancel} onContinue={buy.confirm} />
    </div>
  );
}
