/**
 * The small-screen menu: the same links as the header plus 'My Profile' or
 * 'Admin Dashboard', 'Sign Out' and 'Cart (n)'. Any link or button inside closes it; so does Escape.
 */
import type { KeyboardEvent, MouseEvent } from "react";
import { Link } from "../../lib/i18n/links";
import { useTexts } from "../../lib/i18n/texts";
import { LangSwitch } from "./lang-switch";
import { shellTexts } from "./shell-texts";
import { NavItems } from "./nav-items";
import { cartCount, useCart } from "../../stores/cart";
import { PointsLink } from "./account-links";
import { useSignOut } from "../../components/use-sign-out";
import { useAccount } from "./use-account";

interface Props {
  /** `returnFocus` sends focus back to the toggle (Escape); after a link the new page takes it. */
  onClose: (returnFocus: boolean) => void;
}

export default function MobileMenu({ onClose }: Props) {
  const account = useAccount();
  const cartItems = cartCount(useCart((s) => s.items));
  const signOut = useSignOut();
  const t = useTexts(shellTexts);
  const closeOnChoice = (event: MouseEvent) => {
    if ((event.target as Element).closest("a, button")) onClose(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") onClose(true);
  };
  return (
    <nav className="mobile-menu" aria-label={t.mobileNav()} onClick={closeOnChoice} onKeyDown={closeOnEscape}>
      <ul>
        <NavItems />
        {account.kind === "visitor" && (
          <>
            <li>
              <Link to="/login">{t.login()}</Link>
            </li>
            <li>
              <Link to="/register">{t.signUp()}</Link>
            </li>
          </>
        )}
        {account.kind === "user" && (
          <>
            <li>
              <PointsLink user={account.user} token={account.token} />
            </li>
            <li>
              <Link to="/profile">{t.myProfile()}</Link>
            </li>
          </>
        )}
        {account.kind === "admin" && (
          <li>
            <Link to="/admin/dashboard">{t.adminDashboard()}</Link>
          </li>
        )}
        <li>
          <Link to="/cart">{t.cartWithCount({ count: cartItems })}</Link>
        </li>
        {(account.kind === "user" || account.kind === "admin") && (
          <li>
            <button type="button" className="btn btn-secondary btn-small" onClick={signOut}>
              {t.signOut()}
            </button>
          </li>
        )}
        <li>
          <LangSwitch />
        </li>
      </ul>
    </nav>
  );
}
