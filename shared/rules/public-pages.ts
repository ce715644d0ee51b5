/**
 * Which of the app's pages are the site's public face, for search engines: the sitemap lists these (and
 * each published post and hunt) in every language; robots.txt asks crawlers to leave the private ones
 * alone. A page here opens for a visitor who has not signed in and shows the same content to everyone;
 * forms (sign-in, register, password reset), the device check (/ready) and return pages are not content
 * worth a search result, so they are in neither list.
 */

/** The fixed public pages, by their English paths (each has a twin in every language). */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/map",
  "/blog",
  "/shop",
  "/podcast",
  "/app",
  "/membership",
  "/scavengerhunts",
  "/roperhunt",
  "/points-store",
] as const;

/** A blog post's page. */
export const postPagePath = (id: number) => `/blog/${id}`;
/** A hunt's page. */
export const huntPagePath = (id: number) => `/hunt/${id}`;

/**
 * Paths a crawler is asked not to fetch: a family's own pages, a group leader's, the cart and the return
 * from a payment, the sync page, the admin area and the API. Each is a prefix (robots.txt's rule), so
 * "/cart" also covers "/cart/…"; the pages with twins are asked of in every language (robots.txt adds
 * those).
 */
export const PRIVATE_PATHS = ["/admin", "/profile", "/group", "/cart", "/checkout", "/sync", "/api/"] as const;

/** Files the server answers at the site's root that are not pages of the app. */
export const SITEMAP_PATH = "/sitemap.xml";
export const ROBOTS_PATH = "/robots.txt";
