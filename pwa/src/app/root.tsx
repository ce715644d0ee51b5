/** The root route: the shell around every screen, plus the page-view tracking the spec asks of every page. */
import { Layout } from "../features/shell/layout";
import { usePageViews } from "../features/tracking/use-page-views";

export function Root() {
  usePageViews();
  return <Layout />;
}
