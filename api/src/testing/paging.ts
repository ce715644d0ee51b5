/**
 * Reads a cursor-paged list to its end as a reader would, page after page, letting a test add rows
 * between two pages (what other families and the admin do while someone scrolls).
 */
import { expect } from "vitest";
import type { TestApp } from "./test-app";

interface Paged<Item> {
  items: Item[];
  total: number;
  next: string | null;
}

export async function readEveryPage<Item>(
  t: TestApp,
  path: string,
  options: { token?: string; limit: number; between?: (pageNumber: number) => Promise<void> },
): Promise<{ pages: Item[][]; items: Item[] }> {
  const pages: Item[][] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(options.limit), ...(cursor ? { cursor } : {}) });
    const answer = await t.call("GET", `${path}${path.includes("?") ? "&" : "?"}${query}`, { token: options.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const page = answer.body as Paged<Item>;
    expect(page.items.length).toBeLessThanOrEqual(options.limit);
    pages.push(page.items);
    cursor = page.next;
    if (cursor) await options.between?.(pages.length);
  } while (cursor && pages.length < 1000);
  return { pages, items: pages.flat() };
}
