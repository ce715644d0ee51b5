// @chunk core
/** What a page's head is worked out from besides its screen: the site's name and the page's address. */
import type { Lang } from "#shared/rules/languages";
import type { HeadContext, TitleKind } from "./page-head";
import type { HeadMessages } from "./head-texts";
import type { HeadSite, SiteNaming } from "./head-site";

export function headContext(origin: string, pathname: string, lang: Lang, settings: SiteNaming, t: HeadMessages, routeHead: HeadSite["routeHead"]): HeadContext {
  const site = settings.site_name;
  const titles: Record<TitleKind, (name: string) => string> = {
    home: () => t.homeTitle({ site }),
    page: (page) => t.pageTitle({ page, site }),
    post: (title) => t.postTitle({ title, site }),
    hunt: (title) => t.huntTitle({ title, site }),
    admin: (page) => t.adminTitle({ page, site }),
  };
  return {
    origin,
    pathname,
    lang,
    siteName: site,
    siteDescription: settings.site_description.trim() || t.siteDescription(),
    title: (kind, name) => titles[kind](name),
    homeName: t.home(),
    sectionName: (path) => routeHead(path, t).name ?? site,
  };
}
