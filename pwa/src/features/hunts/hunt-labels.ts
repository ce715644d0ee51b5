/** The words a hunt card shows: its price tag, its button and its item count (difficulty: hunt-difficulty.ts). */
import { formatMoney } from "#shared/rules/money";
import type { StoredHunt } from "../../lib/db";
import type { HuntAccess } from "../../stores/access";

/** The item count a card shows when a hunt's is not known. */
export const DEFAULT_ITEM_COUNT = 10;

export function priceLabel(hunt: Pick<StoredHunt, "price" | "teaser">): string {
  if (hunt.price > 0) return formatMoney(hunt.price);
  return hunt.teaser ? "FREE TEASER" : "FREE";
}

export function huntButtonText(price: number, access: HuntAccess, completed: boolean): string {
  if (completed) return "View Your Achievement";
  if (access === "free") return "Start Free Hunt";
  if (access === "locked") return `Play for ${formatMoney(price)}`;
  return "Start Hunt";
}

export function itemCount(hunt: Pick<StoredHunt, "items" | "item_count">): number {
  return hunt.items?.length || hunt.item_count || DEFAULT_ITEM_COUNT;
}
