/** Sample books for tests (imported only by tests). */
import type { Book } from "#shared/schemas/book";

export function sampleBook(overrides: Partial<Book> = {}): Book {
  return {
    id: 1,
    title: "Yellowstone Explorer",
    description: "Geysers, bison and hot springs to find.",
    price: 24.99,
    pages: 48,
    category: "Physical + Digital",
    available: true,
    image: "/uploads/yellowstone.jpg",
    cover_image: "/uploads/yellowstone.jpg",
    bestseller: false,
    difficulty: "Family Friendly",
    features: [],
    ...overrides,
  };
}
