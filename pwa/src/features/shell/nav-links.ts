/** The top navigation, in its order; the header, the mobile menu and the footer all list it. */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/map", label: "Parks Directory" },
  { to: "/blog", label: "Blog" },
  { to: "/shop", label: "Shop" },
  { to: "/podcast", label: "Podcast" },
  { to: "/scavengerhunts", label: "Scavenger Hunts" },
  { to: "/app", label: "Mobile App" },
] as const;

/** The id tying the Menu toggle to the small-screen menu it opens. */
export const MOBILE_MENU_ID = "mobile-menu";
