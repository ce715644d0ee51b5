/**
 * The app shell around every screen: skip link, header (navigation, cart, account, sync truth),
 * the update and install notices, the routed page in <main>, the footer, the toaster, and the question
 * asked before signing out with things still waiting. It is in every route's first load, so it stays
 * small and uses no UI library.
 */
import { lazy, Suspense } from "react";
import { lazyPart } from "../../lib/start-up/lazy-part";
import { Outlet } from "react-router-dom";
import { useSignOutPrompt } from "../../stores/sign-out-prompt";
import { MaintenanceBanner } from "../site-settings/maintenance-banner";
import { ScreenBoundary } from "./screen-boundary";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { Toaster } from "./toaster";
import { useTexts } from "../../lib/i18n/texts";
import { shellTexts } from "./shell-texts";
import { RouteAnnouncer } from "../../lib/head/route-announcer";
import "./shell.css";

// The update and install notices are never needed to draw a screen, so they load after it.
const Notices = lazyPart(() => import("./notices"));
// Asked only when signing out with things still waiting.
const SignOutDialog = lazy(() => import("../../components/sign-out-dialog"));

function SignOutQuestion() {
  const asking = useSignOutPrompt((s) => s.waiting !== null);
  return asking ? (
    <Suspense fallback={null}>
      <SignOutDialog />
    </Suspense>
  ) : null;
}

export function Layout() {
  const t = useTexts(shellTexts);
  return (
    <>
      <a href="#main" className="skip-link">
        {t.skipToContent()}
      </a>
      <SiteHeader />
      <MaintenanceBanner />
      <Suspense fallback={null}>
        <Notices />
      </Suspense>
      <main id="main" tabIndex={-1}>
        <ScreenBoundary>
          <Outlet />
        </ScreenBoundary>
      </main>
      <SiteFooter />
      <Toaster />
      <RouteAnnouncer />
      <SignOutQuestion />
    </>
  );
}
