/**
 * The admin sections' screens, each its own lazily loaded chunk so the admin code never rides along
 * with the public site.
 */
import { Route } from "react-router-dom";
import { lazyScreen, type LazyScreen } from "../../lib/start-up/lazy-screen";

// A list and its /new address are one screen (the add form opens inline), so moving between them keeps the list.
const booksScreen = lazyScreen(() => import("./books/books-admin-page"));
const podcastScreen = lazyScreen(() => import("./podcast/podcast-admin-page"));

/** Paths are relative to /admin. */
const ADMIN_SCREENS: [string, LazyScreen][] = [
  ["dashboard", lazyScreen(() => import("./dashboard/dashboard-page"))],
  ["blog", lazyScreen(() => import("./blog/blog-admin-page"))],
  ["blog/new", lazyScreen(() => import("./blog/blog-new-page"))],
  ["blog/edit/:id", lazyScreen(() => import("./blog/blog-edit-page"))],
  ["shop", booksScreen],
  ["shop/new", booksScreen],
  ["podcast", podcastScreen],
  ["podcast/new", podcastScreen],
  ["hunts", lazyScreen(() => import("./hunts/hunts-admin-page"))],
  ["hunts/new", lazyScreen(() => import("./hunts/hunt-new-page"))],
  ["hunts/edit/:id", lazyScreen(() => import("./hunts/hunt-edit-page"))],
  ["orders", lazyScreen(() => import("./orders/orders-page"))],
  ["settings", lazyScreen(() => import("./settings/settings-page"))],
];

export function adminScreenRoutes() {
  return ADMIN_SCREENS.map(([path, Screen]) => <Route key={path} path={path} element={<Screen />} />);
}
