/**
 * A fake server's page of a list read by cursor: `limit` rows of `all` (already in the list's order)
 * after `cursor`. Here the cursor is where the page starts; the server's is opaque to the app anyway.
 */
export function fakePage<T>(all: readonly T[], url: URL): { items: T[]; total: number; next: string | null } {
  const from = Number(url.searchParams.get("cursor") ?? 0);
  const to = from + Number(url.searchParams.get("limit"));
  return { items: all.slice(from, to), total: all.length, next: to < all.length ? String(to) : null };
}
