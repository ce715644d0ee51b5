/**
 * The server's half of pre-rendering, built for Node (`vite build --ssr`, into pwa/dist-ssr): draws a
 * public page as the app's first frame would, from the server's answers to the page's reads.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { setFirstFrame, type Answers } from "./first-frame";
import { prerenderedPage } from "./prerendered-pages";
import { AppRoutes, preloadScreen } from "./routes";

export interface PageToRender {
  /** The API GETs (after `/api`) to answer before rendering. */
  paths: string[];
  /** The screen's module, as the build's manifest names it (its styles go in the page's head). */
  source: string;
}

/** What pre-rendering `pathname` needs, or null when the page is drawn by the app alone. */
export function pageToRender(pathname: string): PageToRender | null {
  const page = prerenderedPage(pathname);
  return page ? { paths: page.reads.flatMap((read) => read.paths), source: page.source } : null;
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
