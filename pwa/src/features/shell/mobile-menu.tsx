/**
 * The small-screen menu: the same links as the header plus 'My Profile' or
 * 'Admin Dashboard', 'Sign Out' and 'Cart (n)'. Any link or button inside closes it; so does Escape.
 */
import type { KeyboardEvent, MouseEvent } from "react";
import { Link } from "react-router-dom";
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
  const closeOnChoice = (event: MouseEvent) => {
    if ((event.target as Element).closest("a, button")) onClose(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") onClose(true);
  };
  return (
    <nav className="mobile-menu" aria-label="Mobile" onClick={closeOnChoice} onKeyDown={closeOnEscape}>
      <ul>
        <NavItems />
        {account.kind === "visitor" && (
          <>
            <li>
              <Link to="/login">Login</Link>
            </li>
            <li>
              <Link to="/register">Sign Up</Link>
            </li>
          </>
        )}
        {account.kind === "user" && (
          <>
            <li>
              <PointsLink user={account.user} token={account.token} />
            </li>
            <li>
              <Link to="/profile">My Profile</Link>
            </li>
          </>
        )}
        {account.kind === "admin" && (
          <li>
            <Link to="/admin/dashboard">Admin Dashboard</Link>
          </li>
        )}
        <li>
          <Link to="/cart">Cart ({cartItems})</Link>
        </li>
        {(account.kind === "user" || account.kind === "admin") && (
          <li>
            <button type="button" className="btn btn-secondary btn-small" onClick={signOut}>
              Sign Out
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
