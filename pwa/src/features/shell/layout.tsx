/**
 * The app shell around every screen: skip link, header (navigation, cart, account, sync truth),
 * the update and install notices, the routed page in <main>, the footer and the toaster. It is in
 * every route's first load, so it stays small and uses no UI library.
 */
import { Outlet } from "react-router-dom";
import { InstallPrompt } from "./install-prompt";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { Toaster } from "./toaster";
import { UpdateBanner } from "./update-banner";
import "./shell.css";

export function Layout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <UpdateBanner />
      <InstallPrompt />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}
