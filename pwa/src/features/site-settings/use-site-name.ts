/** The site name the admin set, for the header's brand; the document title follows it. */
import { useEffect } from "react";
import { usePublicSettings } from "./public-settings";

export function useSiteName(): string {
  const { site_name } = usePublicSettings();
  // No page sets a title of its own, so the tab and the installed app's window carry the site name.
  useEffect(() => {
    document.title = site_name;
  }, [site_name]);
  return site_name;
}
