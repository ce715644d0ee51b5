// @chunk core
/**
 * What every page's head needs from the app around it: the site's name and sentence as the admin set
 * them, and each section's part of the head, from the address (the app's routes know their sections).
 * Given by the app's root, so the head manager stays below the screens.
 */
import { createContext, useContext } from "react";
import type { HeadInput } from "./page-head";
import type { HeadMessages } from "./head-texts";

export interface SiteNaming {
  site_name: string;
  site_description: string;
}

export interface HeadSite {
  naming: SiteNaming;
  /** The head of the page at `pathname` before its screen adds to it. */
  routeHead(pathname: string, t: HeadMessages): HeadInput;
  /** Whether the page at `pathname` is titled by its screen, once the screen has what it shows. */
  namedByScreen(pathname: string): boolean;
}

export const HeadSiteContext = createContext<HeadSite | null>(null);

/** The site around the page, or null for a screen drawn on its own (a test of one screen): it has no head to show. */
export function useHeadSite(): HeadSite | null {
  return useContext(HeadSiteContext);
}
