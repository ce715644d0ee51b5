// @chunk takeover
/**
 * Keeps the device's copy of the hunts catalog fresh, a page at a time: every visit refreshes the
 * first page, "Load more" adds the next (lib/api/catalog-pages.ts). A refresh keeps what only the device
 * has (a hunt's items and quiz once opened, with their versions in other languages, its download time)
 * and never drops a downloaded hunt, so a family that saved a hunt for the trip still has it even if the
 * server stops listing it.
 */
import { HUNTS_PAGE } from "#shared/rules/list-limit";
import type { Hunt, HuntList, HuntSummary } from "#shared/schemas/hunt";
import type { HuntOutline } from "#shared/schemas/hunt-outline";
import { apiRequest, withQuery } from "../../lib/api/api-client";
import { refreshFirstPage, type PagedCatalog } from "../../lib/api/catalog-pages";
import { db, type StoredHunt } from "../../lib/database/db";
import { huntOutlinePath, outlineSummary } from "./hunt-outline";

/**
 * The versions a list's summary names, each with the items and questions the device already holds for
 * it: the list carries only the hunts' own texts, and a version the list no longer names is dropped
 * with it (it is not offered any more).
 */
export function keptTranslations(fresh: HuntSummary["translations"], local: StoredHunt["translations"]): StoredHunt["translations"] {
  if (!fresh) return local;
  const kept: NonNullable<StoredHunt["translations"]> = {};
  for (const [lang, texts] of Object.entries(fresh) as [keyof typeof fresh, NonNullable<(typeof fresh)[keyof typeof fresh]>][]) {
    const held = local?.[lang];
    kept[lang] = held?.items ? { ...held, ...texts } : texts;
  }
  return kept;
}

/** A hunt's fresh summary, keeping what only the device has of it: its items and quiz, their versions, its download time. */
function withDeviceCopy(fresh: StoredHunt, local: StoredHunt | undefined): StoredHunt {
  if (!local) return fresh;
  return {
    ...fresh,
    items: local.items,
    quiz_questions: local.quiz_questions,
    translations: keptTranslations(fresh.translations, local.translations),
    downloadedAt: local.downloadedAt,
  };
}

/** The public list order of the server: featured first, then by id. */
export const huntOrder = (a: Pick<StoredHunt, "id" | "featured">, b: Pick<StoredHunt, "id" | "featured">) => Number(b.featured) - Number(a.featured) || a.id - b.id;

export const HUNT_CATALOG: PagedCatalog<StoredHunt, HuntList> = {
  get table() {
    return db.hunts;
  },
  path: "/hunts",
  query: { limit: HUNTS_PAGE },
  kvKey: "hunt_catalog_pages",
  // The list is named `hunts`; a server from before pages answered every hunt and no `next`.
  pick: (answer) => ({ items: answer.hunts, total: answer.total, next: answer.next ?? null }),
  order: huntOrder,
  merge: withDeviceCopy,
  keep: (local) => local.downloadedAt !== undefined,
};

/** The first page's address, which the pre-rendered hunts list was drawn from. */
export const HUNT_LIST_PATH = withQuery(HUNT_CATALOG.path, HUNT_CATALOG.query);
/** The hunts list's background refresh, by its key (lib/api/background-refresh.ts). */
export const HUNTS_REFRESH_KEY = "hunts";

export const refreshHunts = (): Promise<boolean> => refreshFirstPage(HUNT_CATALOG);

export type HuntRefresh = "ok" | "not-found" | "failed";

/** Fetches one hunt with its items and quiz and saves it, keeping its download time. */
export async function refreshHunt(id: number): Promise<HuntRefresh> {
  // The public read, even on an admin's phone: an admin's read also carries the items' sign words.
  const res = await apiRequest<Hunt>("GET", `/hunts/${id}`, { token: null });
  if (!res.success) return res.status === 404 ? "not-found" : "failed";
  await db.transaction("rw", db.hunts, async () => {
    const local = await db.hunts.get(id);
    await db.hunts.put(local?.downloadedAt ? { ...res.data, downloadedAt: local.downloadedAt } : res.data);
  });
  return "ok";
}

/**
 * Fetches hunt `id`'s outline (the one a pre-rendered hunt page was drawn from) and stores its summary
 * as the list's refresh would, keeping whatever the device holds of the hunt: its outline is never its
 * playable copy.
 */
export async function refreshHuntOutline(id: number): Promise<boolean> {
  const res = await apiRequest<HuntOutline>("GET", huntOutlinePath(id), { token: null });
  if (!res.success) return false;
  await db.transaction("rw", db.hunts, async () => {
    await db.hunts.put(withDeviceCopy(outlineSummary(res.data), await db.hunts.get(id)));
  });
  return true;
}

export function sortHunts<T extends Pick<StoredHunt, "id" | "featured">>(hunts: readonly T[]): T[] {
  return [...hunts].sort(huntOrder);
}
