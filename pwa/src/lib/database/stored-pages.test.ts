import { describe, expect, it } from "vitest";
import { mergePage, type RowOrder, type StoredPages } from "./stored-pages";

interface Row {
  id: number;
  at: string;
}
const order: RowOrder<Row> = (row) => [row.at, row.id];
/** Row n, newest first by n: a higher n is newer; 2 and 3 share a millisecond. */
const row = (id: number): Row => ({ id, at: `2026-06-01T10:00:${String(id === 2 ? 3 : id).padStart(2, "0")}.000Z` });
const rows = (...ids: number[]) => ids.map(row);
const ids = (stored: StoredPages<Row>) => stored.items.map((r) => r.id);

describe("a list kept a page at a time", () => {
  const readToTen: StoredPages<Row> = { items: rows(10, 9, 8, 7, 6, 5, 4, 3, 2, 1), total: 10, next: null, confirmed: 10 };

  it("keeps the later pages when a refresh answers only the first, dropping only what that page no longer lists", () => {
    const merged = mergePage(readToTen, { items: rows(11, 10, 8), total: 10, next: "after-8" }, { first: true }, order);
    expect(ids(merged)).toEqual([11, 10, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(merged).toMatchObject({ total: 10, next: "after-8", confirmed: 3 });
  });

  it("goes on after the rows confirmed so far, correcting only the stretch a later page covers", () => {
    const refreshed = mergePage(readToTen, { items: rows(11, 10, 8), total: 10, next: "after-8" }, { first: true }, order);
    const merged = mergePage(refreshed, { items: rows(7, 5, 3), total: 10, next: "after-3" }, { first: false, after: row(8) }, order);
    expect(ids(merged)).toEqual([11, 10, 8, 7, 5, 3, 2, 1]);
    expect(merged).toMatchObject({ next: "after-3", confirmed: 6 });
    const last = mergePage(merged, { items: rows(1), total: 9, next: null }, { first: false, after: row(3) }, order);
    expect(ids(last)).toEqual([11, 10, 8, 7, 5, 3, 1]);
    expect(last).toMatchObject({ total: 9, next: null, confirmed: 7 });
  });

  it("tells rows of one millisecond apart by id", () => {
    const merged = mergePage(null, { items: rows(3, 2), total: 3, next: "after-2" }, { first: true }, order);
    const next = mergePage(merged, { items: rows(1), total: 3, next: null }, { first: false, after: row(2) }, order);
    expect(ids(next)).toEqual([3, 2, 1]);
  });

  it("keeps a refresh's way on when a page asked for before it lands after it", () => {
    const refreshed = mergePage(readToTen, { items: rows(10, 9), total: 10, next: "after-9" }, { first: true }, order);
    const late = mergePage(refreshed, { items: rows(5, 4), total: 10, next: "after-4" }, { first: false, after: row(6) }, order);
    expect(ids(late)).toEqual(ids(readToTen));
    expect(late).toMatchObject({ next: "after-9", confirmed: 2 });
  });

  it("empties the list when the server has none, and starts one the device never had", () => {
    expect(mergePage(readToTen, { items: [], total: 0, next: null }, { first: true }, order)).toEqual({ items: [], total: 0, next: null, confirmed: 0 });
    expect(mergePage(null, { items: rows(2, 1), total: 5, next: "after-1" }, { first: true }, order)).toEqual({ items: rows(2, 1), total: 5, next: "after-1", confirmed: 2 });
  });
});
