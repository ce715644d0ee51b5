// @chunk core
/**
 * The shopping cart, kept on the device under the national parks cart key. The header reads it on every
 * screen, so the totals and the promo code live with the cart screen (features/cart/cart-totals.ts);
 * the server recomputes everything from its own prices at checkout.
 */
import { create } from "zustand";
import { persist } from "zustand/middleware";
import type { Book } from "#shared/schemas/book";
import { dexieStorage } from "../lib/database/persisted-storage";
import { CART_KEY } from "../lib/database/store-keys";

export interface CartItem {
  id: number;
  title: string;
  image: string;
  category: string;
  pages: number;
  price: number;
  quantity: number;
}

interface Persisted {
  items: CartItem[];
  promoCode: string | null;
  discountCents: number;
}

interface CartState extends Persisted {
  add: (book: Pick<Book, "id" | "title" | "image" | "category" | "pages" | "price">) => void;
  setQuantity: (id: number, quantity: number) => void;
  remove: (id: number) => void;
  clear: () => void;
}

export const useCart = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      promoCode: null,
      discountCents: 0,
      add: (book) =>
        set(({ items }) => {
          const existing = items.find((i) => i.id === book.id);
          if (existing) return { items: items.map((i) => (i.id === book.id ? { ...i, quantity: i.quantity + 1 } : i)) };
          const { id, title, image, category, pages, price } = book;
          return { items: [...items, { id, title, image, category, pages, price, quantity: 1 }] };
        }),
      setQuantity: (id, quantity) =>
        set(({ items }) => ({
          items: quantity <= 0 ? items.filter((i) => i.id !== id) : items.map((i) => (i.id === id ? { ...i, quantity } : i)),
        })),
      remove: (id) => set(({ items }) => ({ items: items.filter((i) => i.id !== id) })),
      clear: () => set({ items: [], promoCode: null, discountCents: 0 }),
    }),
    { name: CART_KEY, version: 1, storage: dexieStorage<Persisted>(), partialize: ({ items, promoCode, discountCents }) => ({ items, promoCode, discountCents }) },
  ),
);

export const cartCount = (items: CartItem[]) => items.reduce((n, i) => n + i.quantity, 0);
