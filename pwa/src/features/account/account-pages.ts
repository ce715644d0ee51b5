/**
 * The family's own lists that the server answers a page at a time and the device keeps (the points
 * activity and the hunt history): the first page refreshed in the background, each later page read when
 * the family asks for more, all folded into the one stored copy (stored-pages.ts), so every page seen
 * once reads back with no signal.
 */
import type { Page } from "#shared/schemas/common";
import { useLoadMore } from "../../components/use-load-more";
import { api } from "../../lib/api/api-client";
import { readStoredPages, storePage, type RowOrder, type StoredPages } from "../../lib/database/stored-pages";
import { useLiveQuery } from "../../lib/database/use-live-query";
import { useAuth } from "../../stores/auth";

export interface AccountList<T> {
  /** Under /api. */
  path: string;
  /** Where the device keeps one account's copy. */
  key: (userId: number) => string;
  order: RowOrder<T>;
  /** The stored value as pages (an older app kept the whole list as a plain array). */
  normalize: (value: unknown) => StoredPages<T> | null;
}

/** An older app's whole list, kept as it was: a page at a time takes over from the next refresh on. */
export function pagesOf<T>(value: unknown, upgrade: (row: T, index: number) => T = (row) => row): StoredPages<T> | null {
  if (Array.isArray(value)) return { items: (value as T[]).map(upgrade), total: value.length, next: null, confirmed: 0 };
  return value && typeof value === "object" && Array.isArray((value as StoredPages<T>).items) ? (value as StoredPages<T>) : null;
}

async function readPage<T>(list: AccountList<T>, cursor?: string): Promise<{ userId: number; page: Page<T> } | null> {
  const { token, user } = useAuth.getState();
  if (!token || !user) return null;
  const res = await api.get<Page<T>>(list.path, cursor === undefined ? undefined : { cursor });
  // Whoever signed out or switched accounts meanwhile must not receive the previous account's list.
  if (!res.success || useAuth.getState().token !== token) return null;
  return { userId: user.id, page: { items: res.data.items, total: res.data.total, next: res.data.next ?? null } };
}

export async function refreshFirstPage<T>(list: AccountList<T>): Promise<boolean> {
  const read = await readPage(list);
  if (!read) return false;
  await storePage(list.key(read.userId), read.page, { first: true }, list.order, list.normalize);
  return true;
}

/** Reads the page after the rows the server has answered since the last refresh; false when it could not. */
export async function loadNextPage<T>(list: AccountList<T>, userId: number): Promise<boolean> {
  const stored = await readStoredPages(list.key(userId), list.normalize);
  const after = stored && stored.confirmed > 0 ? stored.items[stored.confirmed - 1] : undefined;
  if (!stored?.next || after === undefined) return stored !== null;
  const read = await readPage(list, stored.next);
  if (!read || read.userId !== userId) return false;
  await storePage(list.key(userId), read.page, { first: false, after }, list.order, list.normalize);
  return true;
}

/** undefined while reading; null when this device has never fetched the list (so "none yet" is not claimed). */
export function useStoredPages<T>(list: AccountList<T>, userId: number): StoredPages<T> | null | undefined {
  return useLiveQuery(() => readStoredPages(list.key(userId), list.normalize), [list, userId]);
}

/** Whether showing `shown` rows needs a page the server has not answered since the last refresh. */
function needsPage<T>(stored: StoredPages<T> | null | undefined, shown: number): boolean {
  return stored?.next != null && stored.confirmed < shown;
}

/**
 * The rows of a stored list a screen shows (`first`, then `step` more each time the family asks), how
 * many there are in all, and whether there are more to ask for.
 */
export function useShownPages<T>(list: AccountList<T>, userId: number, stored: StoredPages<T> | null | undefined, first: number, step: number) {
  const view = useLoadMore({ first, step, needsPage: (shown) => needsPage(stored, shown), loadPage: () => loadNextPage(list, userId) });
  const items = stored?.items ?? [];
  const rows = items.slice(0, view.shown);
  const total = Math.max(stored?.total ?? 0, items.length);
  return { rows, total, more: rows.length < total && (view.shown < items.length || stored?.next != null), view };
}
