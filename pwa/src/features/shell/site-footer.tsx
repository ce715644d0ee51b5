/** The foot of every page: the site's links again, and the small Admin link. */
import { Link } from "react-router-dom";
import { NAV_LINKS } from "./nav-links";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label="Footer">
          <ul className="footer-links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/membership">Membership</Link>
            </li>
            <li>
              <Link to="/cart">Cart</Link>
            </li>
          </ul>
        </nav>
        <p className="footer-meta">
          <span>© Park Hunts — scavenger hunts for families in America's national parks.</span>
          <Link to="/admin/login" className="admin-link">
            Admin
          </Link>
        </p>
      </div>
    </footer>
  );
}
