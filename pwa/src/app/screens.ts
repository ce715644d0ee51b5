// @chunk boot
/**
 * Every screen of the app, by path, with the import that loads it (each is its own chunk). Kept free of
 * React and the router so the tiny entry can start loading the screen of the URL the app opens on at
 * once, alongside React instead of after it: on a slow network that saves the round trips of asking for
 * the screen, then its styles, then its imports, one after another.
 */
import type { ComponentType } from "react";
import { TRANSLATED_LANGS } from "#shared/rules/languages";
import { stripLang } from "#shared/rules/lang-path";

export type ScreenModule = { default: ComponentType };
type Load = () => Promise<ScreenModule>;

export const SCREENS: [path: string, load: Load][] = [
  ["/", () => import("../features/site/home-page")],
  ["/about", () => import("../features/site/about-page")],
  ["/map", () => import("../features/parks/parks-page")],
  ["/blog", () => import("../features/blog/blog-list-page")],
  ["/blog/:id", () => import("../features/blog/blog-post-page")],
  ["/shop", () => import("../features/shop/shop-page")],
  ["/podcast", () => import("../features/site/podcast-page")],
  ["/app", () => import("../features/site/mobile-app-page")],
  ["/cart", () => import("../features/cart/cart-page")],
  ["/checkout/return", () => import("../features/cart/checkout-return-page")],
  ["/login", () => import("../features/account/login-page")],
  ["/register", () => import("../features/account/register-page")],
  ["/forgot-password", () => import("../features/account/forgot-password-page")],
  ["/reset-password", () => import("../features/account/reset-password-page")],
  ["/confirm-email", () => import("../features/account/confirm-email-page")],
  ["/profile", () => import("../features/account/profile-page")],
  ["/points-store", () => import("../features/account/points-store-page")],
  ["/membership", () => import("../features/site/membership-page")],
  ["/scavengerhunts", () => import("../features/hunts/scavenger-hunts-page")],
  ["/hunt/:huntId", () => import("../features/hunts/hunt-page")],
  ["/roperhunt", () => import("../features/hunts/roper-hunt-page")],
  ["/ready", () => import("../features/hunts/ready-page")],
  ["/group/:code", () => import("../features/hunts/group-lead/group-page")],
  ["/join", () => import("../features/hunts/team/join-page")],
  ["/join/:code", () => import("../features/hunts/team/join-page")],
  ["/sync", () => import("../features/shell/sync-page")],
  ["/admin/login", () => import("../features/admin/admin-login-page")],
  ["/admin/*", () => import("../features/admin/admin-area")],
  ["*", () => import("../features/shell/not-found-page")],
];

const segments = (path: string) => path.split("/").filter(Boolean);

/**
 * The segments `pattern`'s `:name`s stand for in `pathname` (`/hunt/:huntId` in `/hunt/3`: `{huntId: "3"}`),
 * or null when `pathname` is not one of the pattern's paths, as the router matches them: `:name` stands
 * for one segment, a trailing `*` for any rest, letters match in either case and a trailing slash is ignored.
 */
export function patternParams(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(pathname);
  const splat = want.at(-1) === "*";
  if (splat) want.pop();
  if (splat ? have.length < want.length : have.length !== want.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(":")) params[part.slice(1)] = have[i]!;
    else if (part.toLowerCase() !== have[i]!.toLowerCase()) return null;
  }
  return params;
}

/** Whether `pathname` is one of `pattern`'s paths (see patternParams). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  return patternParams(pattern, pathname) !== null;
}

/** The index in SCREENS of the screen for `pathname` (in any language): the first whose pattern matches, as listed. */
export function screenIndexFor(pathname: string): number {
  const path = stripLang(pathname);
  return SCREENS.findIndex(([pattern]) => matchesPattern(pattern, path));
}

/** The admin area stays in English: its screens have no twins in other languages. */
export function hasTwins(pattern: string): boolean {
  return !/^\/admin(\/|$)/.test(pattern);
}

/** Every route pattern: each screen's own, and its twin in each translated language ("/shop", "/es/shop"). */
export function routePatterns(pattern: string): string[] {
  if (!hasTwins(pattern)) return [pattern];
  const twin = (lang: string) => (pattern === "/" ? `/${lang}` : pattern.startsWith("/") ? `/${lang}${pattern}` : `/${lang}/${pattern}`);
  return [pattern, ...TRANSLATED_LANGS.map(twin)];
}
