// @chunk hunt
/**
 * A hunt's outline (schemas/hunt-outline.ts): made by the server from the hunt's public read, field by
 * field, so a field the read gains later stays out of the outline until it is named here; and read by
 * the app in the page's language.
 */
import type { Hunt } from "../schemas/hunt";
import type { HuntOutline, OutlineVersion } from "../schemas/hunt-outline";
import type { HuntVersion } from "../schemas/hunt-translation";
import { huntTextsInLang, playedLang, translatedOr } from "./hunt-translation";
import { DEFAULT_LANG, type Lang, type TranslatedLang } from "./languages";

function outlineVersion(version: HuntVersion): OutlineVersion {
  const { title, description, location, estimated_time, age_range } = version;
  const items = Object.fromEntries(Object.entries(version.items).map(([id, { name, location_description }]) => [id, { name, location_description }]));
  return { title, description, location, estimated_time, age_range, items };
}

export function huntOutline(hunt: Hunt): HuntOutline {
  const translations = hunt.translations && Object.fromEntries(Object.entries(hunt.translations).map(([lang, version]) => [lang, outlineVersion(version)]));
  return {
    id: hunt.id,
    title: hunt.title,
    description: hunt.description,
    location: hunt.location,
    difficulty: hunt.difficulty,
    price: hunt.price,
    teaser: hunt.teaser,
    thumbnail_image: hunt.thumbnail_image,
    estimated_time: hunt.estimated_time,
    age_range: hunt.age_range,
    featured: hunt.featured,
    published: hunt.published,
    item_count: hunt.item_count,
    question_count: hunt.question_count,
    view_count: hunt.view_count,
    completion_count: hunt.completion_count,
    purchase_count: hunt.purchase_count,
    // Whether there is a map, never the map: its points are places on the ground.
    ...(hunt.has_map !== undefined && { has_map: hunt.has_map }),
    ...(hunt.languages && { languages: hunt.languages }),
    ...(translations && { translations: translations as Partial<Record<TranslatedLang, OutlineVersion>> }),
    items: hunt.items.map(({ id, name, location_description }) => ({ id, name, location_description })),
  };
}

/**
 * The outline as it reads on a page in `lang`, with `lang` the language its texts are in: that one where
 * the hunt is offered in it, else English (as the hunt is played).
 */
export function outlineInLang(outline: HuntOutline, lang: Lang): HuntOutline & { lang: Lang } {
  const played = playedLang(outline, lang);
  const version = played === DEFAULT_LANG ? undefined : outline.translations?.[played as TranslatedLang];
  if (!version) return { ...outline, lang: DEFAULT_LANG };
  const items = outline.items.map((item) => {
    const texts = version.items[String(item.id)];
    return texts ? { ...item, name: translatedOr(texts.name, item.name), location_description: translatedOr(texts.location_description, item.location_description) } : item;
  });
  return { ...huntTextsInLang(outline, lang), items, lang: played };
}
