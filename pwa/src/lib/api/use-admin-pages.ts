/**
 * An admin list read a page at a time: the first page as `useAdminResource` reads it (loading, then
 * ready or failed; a new `key` starts again), then `loadMore` appends the page after the last one shown.
 * A page is appended only to the list it continues (the one whose `next` it was asked with), so a page
 * arriving after a new filter or a reload is dropped, and a row already shown is never shown twice.
 */
import { useState } from "react";
import type { ApiResult } from "./api-client";
import type { Page } from "./page";
import { useAdminResource } from "./use-admin-resource";

type Keyed = { id: string | number };

function appendPage<Item extends Keyed>(list: Page<Item>, page: Page<Item>): Page<Item> {
  const shown = new Set(list.items.map((item) => item.id));
  return { items: [...list.items, ...page.items.filter((item) => !shown.has(item.id))], total: page.total, next: page.next };
}

export function useAdminPages<Item extends Keyed>(readPage: (cursor: string | undefined) => Promise<ApiResult<Page<Item>>>, key = "") {
  const first = useAdminResource(() => readPage(undefined), key);
  // The page last asked for, by the cursor it starts at: it is loading (or failed) only while the list still ends there.
  const [asked, setAsked] = useState<{ cursor: string; failed: boolean } | null>(null);
  const next = first.state.status === "ready" ? (first.state.data.next ?? null) : null;
  const current = asked !== null && asked.cursor === next ? asked : null;
  const loadingMore = current !== null && !current.failed;

  const loadMore = async () => {
    if (next === null || loadingMore) return;
    setAsked({ cursor: next, failed: false });
    const res = await readPage(next);
    if (res.success) first.update((list) => (list.next === next ? appendPage(list, res.data) : list));
    else setAsked((a) => (a?.cursor === next ? { cursor: next, failed: true } : a));
  };

  return { state: first.state, reload: first.reload, update: first.update, loadMore, loadingMore, moreFailed: current?.failed === true };
}
