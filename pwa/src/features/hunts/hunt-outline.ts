// @chunk hunt
/**
 * A hunt's outline (shared/schemas/hunt-outline.ts), which the server draws a hunt's page from and sends
 * with it: the page's first frame shows it until this device holds the hunt's own read, which the page
 * fetches as it does for any hunt. It has nothing to play from (no sign words, no quiz), so it is never
 * stored as the hunt: the device keeps only its summary, as the catalog's list would.
 */
import { outlineInLang } from "#shared/rules/hunt-outline";
import type { Lang } from "#shared/rules/languages";
import type { HuntOutline, OutlineItem } from "#shared/schemas/hunt-outline";
import type { StoredHunt } from "../../lib/database/db";
import type { Answers } from "../../lib/start-up/prerendered-answers";

export const huntOutlinePath = (id: number) => `/hunts/${id}/outline`;

/** Hunt `id`'s outline in a pre-rendered page's answers, if they carry it. */
export function outlineIn(answers: Answers, id: number): HuntOutline | undefined {
  const outline = answers[huntOutlinePath(id)] as Partial<HuntOutline> | undefined;
  return outline?.id === id && Array.isArray(outline.items) ? (outline as HuntOutline) : undefined;
}

/** The summary of a hunt an outline gives: the hunt as a list names it, with no items and its versions' own texts only. */
export function outlineSummary(outline: HuntOutline): StoredHunt {
  const { items: _items, translations, ...summary } = outline;
  if (!translations) return summary;
  const texts = Object.fromEntries(Object.entries(translations).map(([lang, { items: _versionItems, ...own }]) => [lang, own]));
  return { ...summary, translations: texts };
}

/** A hunt shown from its outline: its summary, and its items to find, in `lang`, the language its texts are in. */
export type VisitorHunt = StoredHunt & { lang: Lang; outline: OutlineItem[] };

export function visitorHunt(outline: HuntOutline, lang: Lang): VisitorHunt {
  const shown = outlineInLang(outline, lang);
  return { ...outlineSummary(shown), lang: shown.lang, outline: shown.items };
}
