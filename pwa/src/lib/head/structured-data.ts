// @chunk core
/**
 * Structured data (JSON-LD, schema.org's vocabulary) a page carries for search engines: what the page
 * is (a post, a product with its price), where it sits in the site, and who publishes it. Every URL is
 * absolute, as schema.org's consumers require.
 */
import type { Lang } from "#shared/rules/languages";

export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

const thing = (type: string, fields: Record<string, unknown>): JsonLd => ({ "@context": "https://schema.org", "@type": type, ...fields });

export interface Site {
  origin: string;
  name: string;
  lang: Lang;
}

/** Who publishes the site, as each page's publisher names it. */
const publisher = (site: Site) => ({ "@type": "Organization", name: site.name, url: `${site.origin}/`, logo: `${site.origin}/icons/icon-512.png` });

/** Who publishes the site, with its logo. */
export function organizationLd(site: Site): JsonLd {
  const { "@type": type, ...fields } = publisher(site);
  return thing(type, fields);
}

/** The site itself, in the page's language. */
export function webSiteLd(site: Site, homeUrl: string): JsonLd {
  return thing("WebSite", { name: site.name, url: homeUrl, inLanguage: site.lang, publisher: publisher(site) });
}

export interface Crumb {
  name: string;
  url: string;
}

/** The way down to a nested page, from the home page to the page itself. */
export function breadcrumbLd(crumbs: readonly Crumb[]): JsonLd {
  return thing("BreadcrumbList", {
    itemListElement: crumbs.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.name, item: crumb.url })),
  });
}

export interface Article {
  headline: string;
  description: string;
  image: string;
  author: string;
  /** When it was published (a W3C date or date-time). */
  published: string;
  url: string;
}

/** A blog post. */
export function blogPostingLd(site: Site, post: Article): JsonLd {
  return thing("BlogPosting", {
    headline: post.headline,
    description: post.description,
    image: [post.image],
    author: { "@type": "Person", name: post.author },
    datePublished: post.published,
    dateModified: post.published,
    mainEntityOfPage: post.url,
    inLanguage: site.lang,
    publisher: publisher(site),
  });
}

export interface Offered {
  name: string;
  description: string;
  image: string;
  url: string;
  /** In US dollars. */
  price: number;
  available: boolean;
}

/** Something sold (a guidebook, a paid hunt) with its one offer. */
export function productLd(product: Offered): JsonLd {
  return thing("Product", {
    name: product.name,
    description: product.description,
    image: [product.image],
    offers: {
      "@type": "Offer",
      price: product.price.toFixed(2),
      priceCurrency: "USD",
      availability: product.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: product.url,
    },
  });
}
