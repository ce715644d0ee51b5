// @chunk core
/**
 * A screen says what its page's head is. In the browser the head goes into the document while the
 * screen is shown; drawn on the server, it is handed to the pre-render, which writes it into the page.
 */
import { createContext, useContext, useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useLang } from "../i18n/use-lang";
import { useTexts } from "../i18n/texts";
import { headContext } from "./head-context";
import { headTexts } from "./head-texts";
import { useHeadSite } from "./head-site";
import { showHead } from "./document-head";
import { resolveHead, type HeadInput, type PageHead } from "./page-head";

/** The shell's head, from the address alone. */
export const ROUTE_HEAD = 0;
/** A screen's, from what it shows. */
export const SCREEN_HEAD = 1;

export interface ServerHead {
  origin: string;
  offer(priority: number, head: PageHead): void;
}

/** Given by the server's renderer: where the site is, and where each head drawn goes. */
export const ServerHeadContext = createContext<ServerHead | null>(null);

/**
 * Shows the page's head while the calling screen is shown: what `input` says over what the address says
 * (the section's name and sentence), in the page's language.
 */
export function usePageHead(input: Partial<HeadInput>, priority = SCREEN_HEAD): void {
  const server = useContext(ServerHeadContext);
  const { pathname } = useLocation();
  const lang = useLang();
  const site = useHeadSite();
  const t = useTexts(headTexts);
  const origin = server?.origin ?? location.origin;
  const said = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const head = site && resolveHead({ ...site.routeHead(pathname, t), ...said }, headContext(origin, pathname, lang, site.naming, t, site.routeHead));
  if (head) server?.offer(priority, head);
  const key = head ? JSON.stringify(head) : null;
  useEffect(() => (key ? showHead(priority, JSON.parse(key) as PageHead) : undefined), [priority, key]);
}
