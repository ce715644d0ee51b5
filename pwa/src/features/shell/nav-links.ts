/** The top navigation, in its order; the header, the mobile menu and the footer all list it. */
import type { shellTexts } from "./shell-texts";

type ShellKey = keyof typeof shellTexts.en;

export const NAV_LINKS: readonly { to: string; label: ShellKey }[] = [
  { to: "/", label: "navHome" },
  { to: "/about", label: "navAbout" },
  { to: "/map", label: "navParks" },
  { to: "/blog", label: "navBlog" },
  { to: "/shop", label: "navShop" },
  { to: "/podcast", label: "navPodcast" },
  { to: "/scavengerhunts", label: "navHunts" },
  { to: "/app", label: "navApp" },
];

/** The id tying the Menu toggle to the small-screen menu it opens. */
export const MOBILE_MENU_ID = "mobile-menu";
