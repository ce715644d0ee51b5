/**
 * Reads a cursor-paged list to its end as a reader would, page after page, letting a test add rows
 * between two pages (what other families and the admin do while someone scrolls).
 */
import { expect } from "vitest";
import type { TestApp } from "./test-app";


export async function readEveryPage<Item>(
  t: TestApp,
  path: string,
  // `key`: the answer's list, `items` but in the hunts catalog (`hunts`).
  options: { token?: string; limit: number; key?: string; between?: (pageNumber: number) => Promise<void> },
): Promise<{ pages: Item[][]; items: Item[] }> {
  const pages: Item[][] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(options.limit), ...(cursor ? { cursor } : {}) });
    const answer = await t.call("GET", `${path}${path.includes("?") ? "&" : "?"}${query}`, { token: options.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const items = answer.body[options.key ?? "items"] as Item[];
    expect(items.length).toBeLessThanOrEqual(options.limit);
    expect(answer.body.total).toEqual(expect.any(Number));
    pages.push(items);
    cursor = answer.body.next as string | null;
    if (cursor) await options.between?.(pages.length);
  } while (cursor && pages.length < 1000);
  return { pages, items: pages.flat() };
}
