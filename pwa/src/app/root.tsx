/** The root route: the shell around every screen, plus the page-view tracking the spec asks of every page. */
import { Layout } from "../features/shell/layout";
import { usePageViews } from "../features/tracking/use-page-views";

export function Root() {
  usePageViews();
  return <Layout />;
}

/** Shown while the first screen's code loads (a moment online; instant from the service worker). */
export function RootFallback() {
  return (
    <div className="center-screen" role="status">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}
