/**
 * The top of every page: the brand, the main navigation, the cart with its item count, the account
 * corner, the install button and the sync truth. On small screens the links move into a toggled menu.
 */
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "../../lib/i18n/links";
import { useTexts } from "../../lib/i18n/texts";
import { cartCount, useCart } from "../../stores/cart";
import { usePublicSettings } from "../site-settings/public-settings";
import { AccountLinks } from "./account-links";
import { MOBILE_MENU_ID } from "./nav-links";
import { NavItems } from "./nav-items";
import { shellTexts } from "./shell-texts";
import { SyncIndicator } from "./sync-indicator";

// The small-screen menu loads the first time it is opened.
const MobileMenu = lazy(() => import("./mobile-menu"));

/** The cart link with its count: its own component, so the saved cart arriving redraws only this. */
function CartLink() {
  const items = cartCount(useCart((s) => s.items));
  const t = useTexts(shellTexts);
  return (
    <Link to="/cart" className="cart-link">
      {`${t.cart()} `}
      {items > 0 && (
        <span className="badge badge-orange cart-count">
          {items}
          <span className="visually-hidden"> {t.cartItemsWord({ count: items })}</span>
        </span>
      )}
    </Link>
  );
}

export function SiteHeader() {
  const siteName = usePublicSettings().site_name;
  const t = useTexts(shellTexts);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggle.current?.focus();
  };
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link to="/" className="brand">
          {siteName}
        </Link>
        <div className="header-actions">
          <CartLink />
          <div className="account-links">
            <AccountLinks />
          </div>
          <button
            ref={toggle}
            type="button"
            className="btn btn-secondary btn-small menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t.menu()}
          </button>
        </div>
        <nav aria-label={t.mainNav()} className="main-nav">
          <ul>
            <NavItems />
          </ul>
        </nav>
      </div>
      {menuOpen && (
        // The id is on this wrapper, present from the tap on, so the toggle never points at nothing
        // while the menu's code loads.
        <div className="container" id={MOBILE_MENU_ID}>
          <Suspense fallback={null}>
            <MobileMenu onClose={closeMenu} />
          </Suspense>
        </div>
      )}
      <div className="container">
        <SyncIndicator />
      </div>
    </header>
  );
}
