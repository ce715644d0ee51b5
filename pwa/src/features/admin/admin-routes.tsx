/**
 * The admin sections' screens, each its own lazily loaded chunk so the admin code never rides along
 * with the public site. A section not built yet shows a short placeholder.
 */
import { Route } from "react-router-dom";
import { lazyScreen, type LazyScreen } from "../../app/lazy-screen";

function placeholder(title: string): LazyScreen {
  return lazyScreen(async () => ({
    default: function SectionPlaceholder() {
      return (
        <section className="stack">
          <h1>{title}</h1>
          <p className="muted">This section is on its way.</p>
        </section>
      );
    },
  }));
}

/** Paths are relative to /admin. */
const ADMIN_SCREENS: [string, LazyScreen][] = [
  ["dashboard", lazyScreen(() => import("./dashboard/dashboard-page"))],
  ["blog", placeholder("Blog")],
  ["blog/new", placeholder("New Post")],
  ["blog/edit/:id", placeholder("Edit Post")],
  ["shop", placeholder("Shop")],
  ["shop/new", placeholder("New Book")],
  ["podcast", placeholder("Podcast")],
  ["podcast/new", placeholder("New Episode")],
  ["hunts", placeholder("Hunts")],
  ["hunts/new", placeholder("New Hunt")],
  ["hunts/edit/:id", placeholder("Edit Hunt")],
  ["orders", lazyScreen(() => import("./orders/orders-page"))],
  ["settings", lazyScreen(() => import("./settings/settings-page"))],
];

export function adminScreenRoutes() {
  return ADMIN_SCREENS.map(([path, Screen]) => <Route key={path} path={path} element={<Screen />} />);
}
