/**
 * /shop: the guidebooks the device knows, read from IndexedDB (so the shop opens with no signal) and
 * refreshed from the server in the background, a page at a time ("Load more" under the cards once the
 * shop holds more than a page), filtered by category among the books loaded, with Add to Cart and Buy
 * Now. The cart keeps its own copy of each book, so a book in it need not be loaded here.
 */
import { useState } from "react";
import { useFirstFrame } from "../../lib/start-up/prerendered-answers";
import { listAt } from "../../lib/start-up/prerendered-lists";
import { useLiveQuery } from "../../lib/database/use-live-query";
import { rich } from "../../lib/i18n/rich";
import { textsNow, useTexts } from "../../lib/i18n/texts";
import { InLang } from "../../lib/i18n/in-lang";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { shopTexts } from "./shop-texts";
import type { Book } from "#shared/schemas/book";
import { db } from "../../lib/database/db";
import { readKv } from "../../lib/database/kv";
import { useCart } from "../../stores/cart";
import { toast } from "../../stores/toasts";
import { BookCard } from "./book-card";
import { BuyNowDialog } from "./buy-now-dialog";
import { CategoryChips } from "./category-chips";
import { BOOK_CATALOG, BOOKS_PATH, CATEGORIES_KEY, CATEGORIES_PATH, categoriesOf, sortBooks } from "./shop-catalog";
import { SHOP_PAGE } from "#shared/rules/list-limit";
import { useCatalogPages } from "../../lib/api/use-catalog-pages";
import { LoadMore } from "../../components/load-more";
import { ShopHero, WhyChoose } from "./shop-intro";
import { useBuyNow } from "./use-buy-now";
import { useShopRefresh } from "./use-shop-refresh";
import { usePageHead } from "../../lib/head/use-page-head";
import { shopHead } from "./shop-head";
import "./shop.css";

const ADDED_TOAST_MS = 3000;

function addToCart(book: Book) {
  useCart.getState().add(book);
  const t = textsNow(shopTexts);
  toast({ title: t.addedToCart(), description: t.addedToCartText({ title: book.title }), durationMs: ADDED_TOAST_MS });
}

const SKELETON_CARDS = 3;

/**
 * The grid's place while the first books load. It is at least a screen tall, so what comes below (and
 * the footer) is not drawn in view and then pushed away when the books arrive.
 */
function ShopLoading() {
  const t = useTexts(shopTexts);
  return (
    <div className="shop-loading" role="status" aria-label={t.loadingBooksLabel()}>
      <p className="muted">{t.loadingBooks()}</p>
      <div className="grid book-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className="card book-skeleton" />
        ))}
      </div>
    </div>
  );
}

function EmptyShop({ refresh, filtered }: { refresh: ReturnType<typeof useShopRefresh>; filtered: boolean }) {
  const t = useTexts(shopTexts);
  if (!filtered && refresh === "failed") return <p className="alert alert-warn">{t.offline()}</p>;
  return <p className="shop-empty muted">{t.noBooks()}</p>;
}

export default function ShopPage() {
  const refresh = useShopRefresh();
  const firstBooks = useFirstFrame((answers) => {
    const listed = listAt<Book>(answers, BOOKS_PATH);
    return listed && sortBooks(listed);
  });
  const firstCategories = useFirstFrame((answers) => listAt<string>(answers, CATEGORIES_PATH));
  const books = useLiveQuery(async () => sortBooks(await db.books.toArray()), [], firstBooks);
  // undefined while reading, null when the server's list has never been fetched on this device.
  const savedCategories = useLiveQuery(async () => (await readKv<string[]>(CATEGORIES_KEY)) ?? null, [], firstCategories);
  const [category, setCategory] = useState<string | null>(null);
  const buy = useBuyNow();
  const t = useTexts(shopTexts);
  const bookLang = useTextLang("en");
  const pages = useCatalogPages(BOOK_CATALOG);
  usePageHead(shopHead(books ?? []));

  const all = books ?? [];
  const shown = category === null ? all : all.filter((b) => b.category === category);
  const categories = savedCategories === null ? categoriesOf(all) : (savedCategories ?? []);
  // Chips, count and cards appear together once known, so none of them pushes another down.
  const loading = books === undefined || savedCategories === undefined || (all.length === 0 && refresh === "refreshing");

  return (
    <div className="shop-page stack">
      <ShopHero books={Math.max(pages.soFar?.total ?? 0, all.length)} available={all.filter((b) => b.available).length} />
      <section className="container stack" aria-labelledby="books-heading">
        <h2 id="books-heading">{t.ourGuidebooks()}</h2>
        {loading ? (
          <ShopLoading />
        ) : (
          <>
            <CategoryChips categories={categories} selected={category} onSelect={setCategory} />
            <p className="muted" aria-live="polite">
              {category
                ? rich(t.showingIn({ count: shown.length }), { category: () => <InLang lang={bookLang}>{category}</InLang> })
                : t.showing({ count: shown.length })}
            </p>
            {shown.length === 0 ? (
              <EmptyShop refresh={refresh} filtered={category !== null && all.length > 0} />
            ) : (
              <div className="grid book-grid">
                {shown.map((book, index) => (
                  <BookCard
                    key={book.id}
                    first={index === 0}
                    book={book}
                    processing={buy.processingId === book.id}
                    busy={buy.busy}
                    onAddToCart={addToCart}
                    onBuyNow={buy.choose}
                  />
                ))}
              </div>
            )}
            {pages.soFar && pages.soFar.total > SHOP_PAGE && (
              <LoadMore
                shown={all.length}
                total={pages.soFar.total}
                // A refresh of the first page starts the reading again while the device may hold every book already.
                more={pages.soFar.next !== null && all.length < pages.soFar.total}
                loading={pages.loading}
                failed={pages.failed}
                onLoadMore={() => void pages.loadMore()}
              />
            )}
          </>
        )}
      </section>
      <WhyChoose />
      <BuyNowDialog book={buy.choosing} onCancel={buy.cancel} onContinue={buy.confirm} />
    </div>
  );
}
