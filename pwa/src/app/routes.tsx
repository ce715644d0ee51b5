/**
 * Every route of the spec. Screens load on demand (each is its own chunk), so a hunt's first load
 * carries neither the shop nor the admin area; the shell around them is the only eager code. Declarative
 * routes: the app needs no data-router features, and they keep the first load lighter.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { Route, Routes } from "react-router-dom";
import { Root } from "./root";

const comingNext = (title: string) =>
  lazy(async () => ({ default: (await import("../features/shell/placeholder-page")).placeholderPage(title) }));

const screens: [string, LazyExoticComponent<ComponentType>][] = [
  ["/", comingNext("Home")],
  ["/about", comingNext("About")],
  ["/map", comingNext("Parks Directory")],
  ["/blog", comingNext("Blog")],
  ["/blog/:id", comingNext("Blog")],
  ["/shop", comingNext("Shop")],
  ["/podcast", comingNext("Podcast")],
  ["/app", comingNext("Mobile App")],
  ["/cart", comingNext("Cart")],
  ["/checkout/return", comingNext("Checkout")],
  ["/login", comingNext("Login")],
  ["/register", comingNext("Sign Up")],
  ["/profile", comingNext("Profile")],
  ["/points-store", comingNext("Points Store")],
  ["/membership", comingNext("Membership")],
  ["/scavengerhunts", lazy(() => import("../features/hunts/scavenger-hunts-page"))],
  ["/hunt/:huntId", lazy(() => import("../features/hunts/hunt-page"))],
  ["/roperhunt", lazy(() => import("../features/hunts/roper-hunt-page"))],
  ["/ready", lazy(() => import("../features/hunts/ready-page"))],
  ["/sync", lazy(() => import("../features/shell/sync-page"))],
  ["/admin/login", lazy(() => import("../features/admin/admin-login-page"))],
  ["/admin/*", lazy(() => import("../features/admin/admin-area"))],
  ["*", lazy(() => import("../features/shell/not-found-page"))],
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
