/** The root route: the shell around every screen, plus page-view tracking, which every page counts. */
import { Layout } from "../features/shell/layout";
import { usePageViews } from "../features/tracking/use-page-views";

export function Root() {
  usePageViews();
  return <Layout />;
}
