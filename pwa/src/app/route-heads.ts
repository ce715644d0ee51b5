/**
 * Each page's head before its screen says more: the section's name and sentence. A screen whose head
 * depends on what it shows (a post, a hunt, the cart's count) adds to this; the server writes it into the
 * pages it serves without drawing them, so their tabs are named from the first byte.
 */
import { stripLang } from "#shared/rules/lang-path";
import { matchesPattern } from "./screens";
import { ADMIN_SECTIONS } from "../features/admin/admin-sections";
import type { HeadInput } from "../lib/head/page-head";
import { organizationLd, webSiteLd } from "../lib/head/structured-data";
import type { HeadMessages } from "../lib/head/head-texts";

type RouteHead = (t: HeadMessages) => HeadInput;

const page = (name: (t: HeadMessages) => string, description?: (t: HeadMessages) => string): RouteHead => (t) => ({ kind: "page", name: name(t), description: description?.(t) });

/** The admin area's pages: the section's name (the dashboard at /admin itself). */
function adminHead(path: string): HeadInput {
  const section = path.split("/")[2] ?? "";
  const name = section === "login" ? "Login" : (ADMIN_SECTIONS.find((s) => s.path === section) ?? ADMIN_SECTIONS[0]).label;
  return { kind: "admin", name, untranslated: true };
}

/** A group's join page is reached from the code its leader hands out: no search result should show it. */
const joinHead: RouteHead = (t) => ({ kind: "page", name: t.joinGroup(), description: t.joinGroupDescription(), noindex: true });

const ROUTE_HEADS: [pattern: string, head: RouteHead][] = [
  ["/", () => ({ kind: "home", jsonLd: (site, url) => [organizationLd(site), webSiteLd(site, url)] })],
  ["/about", page((t) => t.about(), (t) => t.aboutDescription())],
  ["/map", page((t) => t.parks(), (t) => t.parksDescription())],
  ["/blog", page((t) => t.blog(), (t) => t.blogDescription())],
  ["/blog/:id", page((t) => t.blog(), (t) => t.blogDescription())],
  ["/shop", page((t) => t.shop(), (t) => t.shopDescription())],
  ["/podcast", page((t) => t.podcast(), (t) => t.podcastDescription())],
  ["/app", page((t) => t.mobileApp(), (t) => t.mobileAppDescription())],
  ["/cart", page((t) => t.cart())],
  ["/checkout/return", page((t) => t.checkout())],
  ["/login", page((t) => t.login())],
  ["/register", page((t) => t.register())],
  ["/forgot-password", page((t) => t.forgotPassword())],
  ["/reset-password", page((t) => t.resetPassword())],
  ["/confirm-email", page((t) => t.confirmEmail())],
  ["/profile", page((t) => t.profile())],
  ["/points-store", page((t) => t.pointsStore(), (t) => t.pointsStoreDescription())],
  ["/membership", page((t) => t.membership(), (t) => t.membershipDescription())],
  ["/scavengerhunts", page((t) => t.hunts(), (t) => t.huntsDescription())],
  ["/hunt/:huntId", page((t) => t.hunts(), (t) => t.huntsDescription())],
  ["/roperhunt", page((t) => t.hunts(), (t) => t.huntsDescription())],
  ["/ready", page((t) => t.ready())],
  ["/group/:code", page((t) => t.group())],
  ["/join", joinHead],
  ["/join/:code", joinHead],
  ["/sync", page((t) => t.sync())],
];

/** The pages whose screen names them from what it shows (a post's title, the cart's count). */
const NAMED_BY_SCREEN = ["/blog/:id", "/hunt/:huntId", "/roperhunt", "/cart"];

/** Whether the page at `pathname` is titled by its screen, once the screen has what it shows. */
export function namedByScreen(pathname: string): boolean {
  const path = stripLang(pathname);
  return NAMED_BY_SCREEN.some((pattern) => matchesPattern(pattern, path));
}

/** The head of the page at `pathname` (in any language) before its screen adds to it. */
export function routeHead(pathname: string, t: HeadMessages): HeadInput {
  const path = stripLang(pathname);
  if (/^\/admin(\/|$)/i.test(path)) return adminHead(path.toLowerCase());
  const found = ROUTE_HEADS.find(([pattern]) => matchesPattern(pattern, path));
  return found ? found[1](t) : { kind: "page", name: t.notFound() };
}
