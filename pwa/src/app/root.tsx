/**
 * The root route: the shell around every screen, in the language of the address, plus page-view
 * tracking, which every page counts, and what every page's head needs from the site.
 */
import { useMemo } from "react";
import { LangProvider } from "../lib/i18n/lang-provider";
import { Layout } from "../features/shell/layout";
import { usePageViews } from "../features/tracking/use-page-views";
import { usePublicSettings } from "../features/site-settings/public-settings";
import { HeadSiteContext, type HeadSite } from "../lib/head/head-site";
import { namedByScreen, routeHead } from "./route-heads";

export function Root() {
  usePageViews();
  const naming = usePublicSettings();
  const site: HeadSite = useMemo(() => ({ naming, routeHead, namedByScreen }), [naming]);
  return (
    <LangProvider>
      <HeadSiteContext value={site}>
        <Layout />
      </HeadSiteContext>
    </LangProvider>
  );
}
