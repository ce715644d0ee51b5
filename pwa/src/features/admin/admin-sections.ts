// @chunk core
/** The admin panel's seven sections, in the sidebar's order (paths are relative to /admin). */
export const ADMIN_SECTIONS = [
  { path: "dashboard", label: "Dashboard" },
  { path: "blog", label: "Blog" },
  { path: "shop", label: "Shop" },
  { path: "hunts", label: "Hunts" },
  { path: "podcast", label: "Podcast" },
  { path: "orders", label: "Orders" },
  { path: "settings", label: "Settings" },
] as const;
