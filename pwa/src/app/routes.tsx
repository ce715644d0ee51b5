/**
 * Every route of the spec. Screens load on demand (each is its own chunk), so a hunt's first load
 * carries neither the shop nor the admin area; the shell around them is the only eager code. Declarative
 * routes: the app needs no data-router features, and they keep the first load lighter.
 */
import { matchPath, Route, Routes } from "react-router-dom";
import { lazyScreen, type LazyScreen } from "./lazy-screen";
import { Root } from "./root";

const screens: [string, LazyScreen][] = [
  ["/", lazyScreen(() => import("../features/site/home-page"))],
  ["/about", lazyScreen(() => import("../features/site/about-page"))],
  ["/map", lazyScreen(() => import("../features/parks/parks-page"))],
  ["/blog", lazyScreen(() => import("../features/blog/blog-list-page"))],
  ["/blog/:id", lazyScreen(() => import("../features/blog/blog-post-page"))],
  ["/shop", lazyScreen(() => import("../features/shop/shop-page"))],
  ["/podcast", lazyScreen(() => import("../features/site/podcast-page"))],
  ["/app", lazyScreen(() => import("../features/site/mobile-app-page"))],
  ["/cart", lazyScreen(() => import("../features/cart/cart-page"))],
  ["/checkout/return", lazyScreen(() => import("../features/cart/checkout-return-page"))],
  ["/login", lazyScreen(() => import("../features/account/login-page"))],
  ["/register", lazyScreen(() => import("../features/account/register-page"))],
  ["/profile", lazyScreen(() => import("../features/account/profile-page"))],
  ["/points-store", lazyScreen(() => import("../features/account/points-store-page"))],
  ["/membership", lazyScreen(() => import("../features/site/membership-page"))],
  ["/scavengerhunts", lazyScreen(() => import("../features/hunts/scavenger-hunts-page"))],
  ["/hunt/:huntId", lazyScreen(() => import("../features/hunts/hunt-page"))],
  ["/roperhunt", lazyScreen(() => import("../features/hunts/roper-hunt-page"))],
  ["/ready", lazyScreen(() => import("../features/hunts/ready-page"))],
  ["/sync", lazyScreen(() => import("../features/shell/sync-page"))],
  ["/admin/login", lazyScreen(() => import("../features/admin/admin-login-page"))],
  ["/admin/*", lazyScreen(() => import("../features/admin/admin-area"))],
  ["*", lazyScreen(() => import("../features/shell/not-found-page"))],
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        {screens.map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
      </Route>
    </Routes>
  );
}

/** Starts loading the screen for `pathname` (the first one the app shows); resolves when it is in, or failed. */
export function preloadScreen(pathname: string): Promise<void> {
  const match = screens.find(([path]) => matchPath(path, pathname));
  return match ? match[1].preload().catch(() => undefined) : Promise.resolve();
}
