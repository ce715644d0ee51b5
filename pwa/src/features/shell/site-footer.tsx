/**
 * The foot of every page: the site's links again, the switch to the page's twin in the other language,
 * and the small Admin link.
 */
import { Link } from "../../lib/i18n/links";
import { useTexts } from "../../lib/i18n/texts";
import { LangSwitch } from "./lang-switch";
import { NAV_LINKS } from "./nav-links";
import { shellTexts } from "./shell-texts";

export function SiteFooter() {
  const t = useTexts(shellTexts);
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t.footerNav()}>
          <ul className="footer-links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t[link.label]()}</Link>
              </li>
            ))}
            <li>
              <Link to="/membership">{t.navMembership()}</Link>
            </li>
            <li>
              <Link to="/cart">{t.cart()}</Link>
            </li>
            <li>
              <LangSwitch />
            </li>
          </ul>
        </nav>
        <p className="footer-meta">
          <span>{t.footerNote()}</span>
          <Link to="/admin/login" className="admin-link">
            {t.admin()}
          </Link>
        </p>
      </div>
    </footer>
  );
}
