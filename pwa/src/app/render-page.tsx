/**
 * The server's half of pre-rendering, built for Node (`vite build --ssr`, into pwa/dist-ssr): draws a
 * public page as the app's first frame would, from the server's answers to the page's reads.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { setFirstFrame, type Answers } from "../lib/first-frame";
import { prerenderedPage, PRERENDERED_PAGES } from "./prerendered-pages";
import { AppRoutes, preloadScreen } from "./routes";

export interface PageToRender {
  /** The API GETs (after `/api`) to answer before rendering. */
  paths: string[];
  /**
   * The modules the page loads first, as the build's manifest names them: the screen's and the
   * takeover's (their styles go in the page's head, their scripts are preloaded).
   */
  modules: string[];
}

/** The module that takes a drawn page over (see adopt-prerendered.tsx). */
const TAKEOVER_MODULE = "src/app/adopt-prerendered.tsx";

/** What pre-rendering `pathname` needs, or null when the page is drawn by the app alone. */
export function pageToRender(pathname: string): PageToRender | null {
  const page = prerenderedPage(pathname);
  return page ? { paths: page.reads.flatMap((read) => read.paths), modules: [page.source, TAKEOVER_MODULE] } : null;
}

/** The pre-rendered pages' paths (every pattern is a plain path), for the server to draw once at start. */
export function prerenderedPaths(): string[] {
  return PRERENDERED_PAGES.map((page) => page.pattern);
}

/** The markup of the page at `url` (path and query), drawn from `answers`. */
export async function renderPage(url: string, answers: Answers): Promise<string> {
  await preloadScreen(new URL(url, "http://localhost").pathname);
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
