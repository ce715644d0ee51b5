/**
 * Every route of the spec. Screens load on demand (each is its own chunk), so a hunt's first load
 * carries neither the shop nor the admin area; the shell around them is the only eager code.
 */
import type { RouteObject } from "react-router-dom";
import { Root, RootFallback } from "./root";
import { RouteError } from "../features/shell/route-error";

type Loader = () => Promise<{ default: React.ComponentType }>;
const page = (load: Loader): Pick<RouteObject, "lazy"> => ({ lazy: async () => ({ Component: (await load()).default }) });

const comingNext = (title: string) => ({
  lazy: async () => {
    const { placeholderPage } = await import("../features/shell/placeholder-page");
    return { Component: placeholderPage(title) };
  },
});

export const routes: RouteObject[] = [
  {
    element: <Root />,
    hydrateFallbackElement: <RootFallback />,
    errorElement: <RouteError />,
    children: [
      { path: "/", ...comingNext("Home") },
      { path: "/about", ...comingNext("About") },
      { path: "/map", ...comingNext("Parks Directory") },
      { path: "/blog", ...comingNext("Blog") },
      { path: "/blog/:id", ...comingNext("Blog") },
      { path: "/shop", ...comingNext("Shop") },
      { path: "/podcast", ...comingNext("Podcast") },
      { path: "/app", ...comingNext("Mobile App") },
      { path: "/cart", ...comingNext("Cart") },
      { path: "/checkout/return", ...comingNext("Checkout") },
      { path: "/login", ...comingNext("Login") },
      { path: "/register", ...comingNext("Sign Up") },
      { path: "/profile", ...comingNext("Profile") },
      { path: "/points-store", ...comingNext("Points Store") },
      { path: "/membership", ...comingNext("Membership") },
      { path: "/scavengerhunts", ...page(() => import("../features/hunts/scavenger-hunts-page")) },
      { path: "/hunt/:huntId", ...page(() => import("../features/hunts/hunt-page")) },
      { path: "/roperhunt", ...page(() => import("../features/hunts/roper-hunt-page")) },
      { path: "/ready", ...page(() => import("../features/hunts/ready-page")) },
      { path: "/sync", ...page(() => import("../features/shell/sync-page")) },
      { path: "/admin/login", ...page(() => import("../features/admin/admin-login-page")) },
      { path: "/admin/*", ...page(() => import("../features/admin/admin-area")) },
      { path: "*", ...page(() => import("../features/shell/not-found-page")) },
    ],
  },
];
