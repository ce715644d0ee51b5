/** The words a hunt card shows: its price tag, its button and its item count (difficulty: hunt-difficulty.ts). */
import type { Lang } from "#shared/rules/languages";
import { formatMoney } from "#shared/rules/money";
import type { StoredHunt } from "../../lib/database/db";
import type { Messages } from "../../lib/i18n/texts";
import type { HuntAccess } from "../../stores/access";
import type { huntsTexts } from "./hunts-texts";

type Texts = Messages<typeof huntsTexts.en>;

export const DEFAULT_ITEM_COUNT = 10;

export function priceLabel(hunt: Pick<StoredHunt, "price" | "teaser">, t: Texts, lang: Lang): string {
  if (hunt.price > 0) return formatMoney(hunt.price, lang);
  return hunt.teaser ? t.freeTeaser() : t.free();
}

export function huntButtonText(price: number, access: HuntAccess, completed: boolean, t: Texts, lang: Lang): string {
  if (completed) return t.viewAchievement();
  if (access === "free") return t.startFreeHunt();
  if (access === "locked") return t.playFor({ price: formatMoney(price, lang) });
  return t.startHunt();
}

export function itemCount(hunt: Pick<StoredHunt, "items" | "item_count">): number {
  return hunt.items?.length || hunt.item_count || DEFAULT_ITEM_COUNT;
}
