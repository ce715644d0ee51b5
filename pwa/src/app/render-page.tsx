/**
 * The server's half of pre-rendering, built for Node (`vite build --ssr`, into pwa/dist-ssr): draws a
 * public page as the app's first frame would, from the server's answers to the page's reads.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { setFirstFrame, type Answers } from "../lib/start-up/prerendered-answers";
import { prerenderedPage, PRERENDERED_PAGES } from "./prerendered-pages";
import { AppRoutes, preloadScreen } from "./routes";
import { langOfPath, pathInLang, twinPaths } from "#shared/rules/lang-path";
import { LANGS, type Lang } from "#shared/rules/languages";
import { loadLanguage } from "../lib/i18n/texts";

export interface PageToRender {
  /** The API GETs (after `/api`) to answer before rendering. */
  paths: string[];
  /**
   * The modules the page loads first, as the build's manifest names them: the screen's and the
   * takeover's (their styles go in the page's head, their scripts are preloaded).
   */
  modules: string[];
  /** The page's language, for its `<html lang>`. */
  lang: Lang;
  /** The page's twin in every language, by language, for its `hreflang` links. */
  twins: Record<Lang, string>;
}

/** The module that takes a drawn page over (see adopt-prerendered.tsx). */
const TAKEOVER_MODULE = "src/app/adopt-prerendered.tsx";

/** What pre-rendering `pathname` needs, or null when the page is drawn by the app alone. */
export function pageToRender(pathname: string): PageToRender | null {
  const page = prerenderedPage(pathname);
  if (!page) return null;
  return { paths: page.reads.flatMap((read) => read.paths), modules: [page.source, TAKEOVER_MODULE], lang: langOfPath(pathname), twins: twinPaths(pathname) };
}

/** The pre-rendered pages' paths in every language (every pattern is a plain path), for the server to draw once at start. */
export function prerenderedPaths(): string[] {
  return PRERENDERED_PAGES.flatMap((page) => LANGS.map((lang) => pathInLang(page.pattern, lang)));
}

/** The markup of the page at `url` (path and query), drawn from `answers`. */
export async function renderPage(url: string, answers: Answers): Promise<string> {
  const { pathname } = new URL(url, "http://localhost");
  await Promise.all([preloadScreen(pathname), loadLanguage(langOfPath(pathname))]);
  // One synchronous render at a time, so the answers cannot reach another request's page.
  setFirstFrame(answers);
  try {
    return renderToString(
      <StrictMode>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </StrictMode>,
    );
  } finally {
    setFirstFrame(null);
  }
}
