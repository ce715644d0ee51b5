/**
 * The server's half of pre-rendering, built for Node (`vite build --ssr`, into pwa/dist-ssr): draws a
 * public page as the app's first frame would, from the server's answers to the page's reads.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { setFirstFrame, type Answers } from "../lib/start-up/prerendered-answers";
import { hasOnePath, prerenderedPage, PRERENDERED_PAGES } from "./prerendered-pages";
import { AppRoutes, preloadScreen } from "./routes";
import { langOfPath, pathInLang } from "#shared/rules/lang-path";
import { LANGS, type Lang } from "#shared/rules/languages";
import { loadLanguage, textsIn } from "../lib/i18n/texts";
import { headHtml, headTags, resolveHead, type PageHead } from "../lib/head/page-head";
import { headContext } from "../lib/head/head-context";
import { headTexts } from "../lib/head/head-texts";
import { routeHead } from "./route-heads";
import { ServerHeadContext, type ServerHead } from "../lib/head/use-page-head";
import { PUBLIC_SETTINGS } from "../features/site-settings/public-settings";

export interface PageToRender {
  /** The API GETs (after `/api`) to answer before rendering. */
  paths: string[];
  /** Those without whose answers the page is not drawn (a hunt or post that is not public). */
  required: string[];
  /**
   * The modules the page loads first, as the build's manifest names them: the screen's and the
   * takeover's (their styles go in the page's head, their scripts are preloaded).
   */
  modules: string[];
  /** The page's language, for its `<html lang>`. */
  lang: Lang;
}

/** A drawn page: its markup, and its head's elements as HTML. */
export interface RenderedPage {
  markup: string;
  head: string;
}

/** The module that takes a drawn page over (see adopt-prerendered.tsx). */
const TAKEOVER_MODULE = "src/app/adopt-prerendered.tsx";

/** What pre-rendering `pathname` needs, or null when the page is drawn by the app alone. */
export function pageToRender(pathname: string): PageToRender | null {
  const page = prerenderedPage(pathname);
  if (!page) return null;
  const paths = (reads: typeof page.reads) => reads.flatMap((read) => read.paths);
  return { paths: paths(page.reads), required: paths(page.reads.filter((read) => read.required)), modules: [page.source, TAKEOVER_MODULE], lang: langOfPath(pathname) };
}

/** The paths in every language of the pre-rendered pages that have one (a hunt's page has one per hunt), for the server to draw once at start. */
export function prerenderedPaths(): string[] {
  return PRERENDERED_PAGES.filter(hasOnePath).flatMap((page) => LANGS.map((lang) => pathInLang(page.pattern, lang)));
}

/** The page at `url` (path and query) drawn from `answers`, with the head its screens gave it; `origin` is the site's address. */
export async function renderPage(url: string, answers: Answers, origin: string): Promise<RenderedPage> {
  const { pathname } = new URL(url, "http://localhost");
  await Promise.all([preloadScreen(pathname), loadLanguage(langOfPath(pathname))]);
  // The most specific head drawn wins, as in the browser (lib/head/document-head.ts).
  let chosen: { priority: number; head: PageHead } | null = null;
  const server: ServerHead = {
    origin,
    offer: (priority, head) => {
      if (!chosen || priority >= chosen.priority) chosen = { priority, head };
    },
  };
  // One synchronous render at a time, so the answers cannot reach another request's page.
  setFirstFrame(answers);
  try {
    const markup = renderToString(
      <StrictMode>
        <ServerHeadContext value={server}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </ServerHeadContext>
      </StrictMode>,
    );
    const drawn = chosen as { head: PageHead } | null;
    return { markup, head: drawn ? headHtml(headTags(drawn.head)) : "" };
  } finally {
    setFirstFrame(null);
  }
}

/**
 * The head of a page the server sends without drawing it (the app draws it from what the device holds):
 * its section's, from the address, as the app's shell gives it. `settings` is the server's answer to the
 * site settings' read, when it had one.
 */
export async function shellHead(pathname: string, settings: unknown, origin: string): Promise<string> {
  const lang = langOfPath(pathname);
  await loadLanguage(lang);
  const t = textsIn(headTexts, lang) ?? headTexts.en;
  const naming = PUBLIC_SETTINGS.fit(settings) ?? PUBLIC_SETTINGS.fallback;
  return headHtml(headTags(resolveHead(routeHead(pathname, t), headContext(origin, pathname, lang, naming, t, routeHead))));
}
