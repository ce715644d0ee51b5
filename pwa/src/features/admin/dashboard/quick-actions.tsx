/** Shortcuts to the admin's most common jobs. */
import { Link } from "react-router-dom";

const ACTIONS = [
  { to: "/admin/blog/new", label: "New Post" },
  { to: "/admin/shop/new", label: "New Book" },
  { to: "/admin/podcast/new", label: "New Episode" },
  { to: "/admin/hunts/new", label: "New Hunt" },
  { to: "/admin/orders", label: "View Orders" },
] as const;

export function QuickActions() {
  return (
    <section className="stack" aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading">Quick actions</h2>
      <ul className="dashboard-actions">
        {ACTIONS.map((action) => (
          <li key={action.to}>
            <Link to={action.to} className="btn btn-secondary">
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
