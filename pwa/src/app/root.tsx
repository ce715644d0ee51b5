/**
 * The root route: the shell around every screen, in the language of the address, plus page-view
 * tracking, which every page counts.
 */
import { LangProvider } from "../lib/i18n/lang-provider";
import { Layout } from "../features/shell/layout";
import { usePageViews } from "../features/tracking/use-page-views";

export function Root() {
  usePageViews();
  return (
    <LangProvider>
      <Layout />
    </LangProvider>
  );
}
