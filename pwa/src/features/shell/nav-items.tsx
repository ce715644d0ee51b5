/** The top navigation as list items, shared by the header bar and the mobile menu. */
import { NavLink } from "react-router-dom";
import { NAV_LINKS } from "./nav-links";

export function NavItems() {
  return (
    <>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === "/"}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}
