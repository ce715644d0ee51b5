// @chunk core
/**
 * A page's head: its title, description, canonical address, twins in other languages, preview card
 * (Open Graph and Twitter) and structured data. Worked out once, from what the page shows, and written
 * both by the server's pre-render (as HTML) and by the app (into the document as the family moves
 * between pages), so the two never disagree about a page.
 */
import { CARD_HEIGHT, CARD_WIDTH, cardImagePath, SITE_CARD_PATH } from "#shared/rules/card-image";
import { pathInLang, twinPaths } from "#shared/rules/lang-path";
import { DEFAULT_LANG, LOCALES, type Lang } from "#shared/rules/languages";
import { breadcrumbLd, type Crumb, type JsonLd, type Site } from "./structured-data";

export type TitleKind = "home" | "page" | "post" | "hunt" | "admin";

/** What a screen says about its page; everything else comes from the site and the address. */
export interface HeadInput {
  kind: TitleKind;
  /** The page's name (a section's, a post's or hunt's title); the home page has none. */
  name?: string;
  description?: string;
  /** The page's picture, as the page shows it; its preview card is made from it. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article" | "product";
  /** The sections between home and this page, by their English paths, for its breadcrumbs (nested pages only). */
  crumbs?: readonly string[];
  /** Structured data about the page's subject, given the site and the page's own absolute URL. */
  jsonLd?: (site: Site, url: string, image: string) => JsonLd[];
  /** The admin area and other pages with no twin in another language. */
  untranslated?: boolean;
  /** A page reached from a code someone was handed (a group's join page), never a search result. */
  noindex?: boolean;
}

export interface HeadContext {
  origin: string;
  /** The page's path, in its language. */
  pathname: string;
  lang: Lang;
  siteName: string;
  siteDescription: string;
  /** The page's full title, given its kind, name and the site's name, in the page's language. */
  title: (kind: TitleKind, name: string) => string;
  /** The home page's name in the page's language, for breadcrumbs. */
  homeName: string;
  /** A section's name (by its English path) in the page's language, for breadcrumbs. */
  sectionName: (path: string) => string;
}

export interface PageHead {
  title: string;
  description: string;
  url: string;
  lang: Lang;
  /** The page's twin in each language, as absolute URLs; empty for a page without twins. */
  twins: Partial<Record<Lang, string>>;
  image: string;
  imageAlt: string;
  type: string;
  siteName: string;
  jsonLd: JsonLd[];
  noindex?: boolean;
}

const absolute = (path: string, origin: string) => new URL(path, origin).href;

/** The page's head, from what its screen says and where it is. */
export function resolveHead(input: HeadInput, ctx: HeadContext): PageHead {
  const { origin, lang } = ctx;
  const url = absolute(ctx.pathname, origin);
  const card = input.image ? cardImagePath(input.image) : null;
  // A picture without a card of its size (none, or one elsewhere) is stood for by the site's own card.
  const image = absolute(card ?? SITE_CARD_PATH, origin);
  const site: Site = { origin, name: ctx.siteName, lang };
  const crumbs: Crumb[] | null = input.crumbs
    ? [
        { name: ctx.homeName, url: absolute(pathInLang("/", lang), origin) },
        ...input.crumbs.map((path) => ({ name: ctx.sectionName(path), url: absolute(pathInLang(path, lang), origin) })),
        { name: input.name ?? ctx.siteName, url },
      ]
    : null;
  return {
    title: input.kind === "home" ? ctx.title("home", "") : ctx.title(input.kind, input.name ?? ""),
    description: input.description?.trim() || ctx.siteDescription,
    url,
    lang,
    twins: input.untranslated ? {} : Object.fromEntries(Object.entries(twinPaths(ctx.pathname)).map(([l, path]) => [l, absolute(path, origin)])),
    image,
    imageAlt: input.imageAlt ?? input.name ?? ctx.siteName,
    type: input.type ?? "website",
    siteName: ctx.siteName,
    jsonLd: [...(input.jsonLd?.(site, url, image) ?? []), ...(crumbs ? [breadcrumbLd(crumbs)] : [])],
    ...(input.noindex ? { noindex: true } : {}),
  };
}

export interface HeadTag {
  tag: "title" | "meta" | "link" | "script";
  attrs: Record<string, string>;
  text?: string;
}

const ogLocale = (lang: Lang) => LOCALES[lang].replace("-", "_");

/** A description short enough for a search result or a preview card, cut at a word. */
export function shortDescription(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  // Cut at the last whole word: the cut's own end when a space follows it.
  const end = flat[max - 1] === " " ? cut.length : cut.lastIndexOf(" ");
  return `${cut.slice(0, Math.max(end, max / 2)).replace(/[\s,;:.]+$/, "")}…`;
}

/** The head's elements, in order: the same list the server writes and the app applies. */
export function headTags(head: PageHead): HeadTag[] {
  const meta = (key: "name" | "property", name: string, content: string): HeadTag => ({ tag: "meta", attrs: { [key]: name, content } });
  const description = shortDescription(head.description);
  const twins = Object.entries(head.twins) as [Lang, string][];
  return [
    { tag: "title", attrs: {}, text: head.title },
    meta("name", "description", description),
    ...(head.noindex ? [meta("name", "robots", "noindex")] : []),
    { tag: "link", attrs: { rel: "canonical", href: head.url } },
    ...twins.map(([lang, href]): HeadTag => ({ tag: "link", attrs: { rel: "alternate", hreflang: lang, href } })),
    ...(head.twins[DEFAULT_LANG] ? [{ tag: "link", attrs: { rel: "alternate", hreflang: "x-default", href: head.twins[DEFAULT_LANG] } } as HeadTag] : []),
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:title", head.title),
    meta("property", "og:description", description),
    meta("property", "og:type", head.type),
    meta("property", "og:url", head.url),
    meta("property", "og:image", head.image),
    meta("property", "og:image:width", String(CARD_WIDTH)),
    meta("property", "og:image:height", String(CARD_HEIGHT)),
    meta("property", "og:image:alt", head.imageAlt),
    meta("property", "og:locale", ogLocale(head.lang)),
    ...twins.filter(([lang]) => lang !== head.lang).map(([lang]) => meta("property", "og:locale:alternate", ogLocale(lang))),
    meta("name", "twitter:card", "summary_large_image"),
    ...head.jsonLd.map((data): HeadTag => ({ tag: "script", attrs: { type: "application/ld+json" }, text: JSON.stringify(data) })),
  ];
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The head's elements as HTML, each marked as the app's to replace. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join("");
      if (tag === "meta" || tag === "link") return `<${tag} data-head${attributes}>`;
      // A script's JSON cannot end its element: "<" is written as \u003c, which JSON reads the same.
      const body = tag === "script" ? (text ?? "").replace(/</g, "\\u003c") : escapeHtml(text ?? "");
      return `<${tag} data-head${attributes}>${body}</${tag}>`;
    })
    .join("");
}
