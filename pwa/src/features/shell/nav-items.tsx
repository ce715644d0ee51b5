/** The top navigation as list items, shared by the header bar and the mobile menu. */
import { NavLink } from "../../lib/i18n/links";
import { useTexts } from "../../lib/i18n/texts";
import { NAV_LINKS } from "./nav-links";
import { shellTexts } from "./shell-texts";

export function NavItems() {
  const t = useTexts(shellTexts);
  return (
    <>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === "/"}>
            {t[link.label]()}
          </NavLink>
        </li>
      ))}
    </>
  );
}
