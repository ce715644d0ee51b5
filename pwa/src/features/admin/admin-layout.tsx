/**
 * The admin panel's frame: a sidebar with the seven sections, the admin's name, email and role, a View
 * Website link and Logout; it folds away behind a toggle on small screens. Admin work needs the server,
 * so offline the area says so instead of showing screens that cannot save. A section's screen loads
 * inside the frame, so the sidebar stays while it arrives.
 */
import { Suspense, useState, type MouseEvent } from "react";
import { Link, Navigate, NavLink, Route, Routes, useNavigate } from "react-router-dom";
import type { User } from "#shared/schemas/user";
import { signOutHome } from "../../components/use-sign-out";
import { adminScreenRoutes } from "./admin-routes";
import { ADMIN_SECTIONS } from "./admin-sections";
import { useAdminConnection } from "./use-admin-connection";
import "./admin.css";

const SIDEBAR_ID = "admin-sidebar";

function OfflineNotice({ retry }: { retry: () => void }) {
  return (
    <section className="stack">
      <h1>Admin</h1>
      <p className="alert alert-warn">The admin area needs a connection. Reconnect to manage the site.</p>
      <p>
        <button type="button" className="btn btn-secondary" onClick={retry}>
          Try again
        </button>
      </p>
    </section>
  );
}

export function AdminLayout({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const { offline, retry } = useAdminConnection();
  const navigate = useNavigate();
  const logout = () => void signOutHome(navigate);
  const closeOnChoice = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) setOpen(false);
  };

  return (
    <div className="container admin-shell">
      <button
        type="button"
        className="btn btn-secondary btn-small admin-sidebar-toggle"
        aria-expanded={open}
        aria-controls={SIDEBAR_ID}
        onClick={() => setOpen((o) => !o)}
      >
        Admin menu
      </button>
      <aside id={SIDEBAR_ID} className={open ? "admin-sidebar open" : "admin-sidebar"} aria-label="Admin panel" onClick={closeOnChoice}>
        <p className="admin-panel-title">Admin Panel</p>
        <nav aria-label="Admin sections">
          <ul>
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink to={`/admin/${section.path}`}>{section.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-user">
          <strong>{user.name}</strong>
          <span>{user.email}</span>
          <span className="badge">{user.role}</span>
        </div>
        <div className="admin-sidebar-actions">
          <Link to="/" className="btn btn-secondary btn-small">
            View Website
          </Link>
          <button type="button" className="btn btn-small" onClick={logout}>
            Logout
          </button>
        </div>
      </aside>
      <div className="admin-content">
        {offline ? (
          <OfflineNotice retry={retry} />
        ) : (
          <Suspense fallback={<p role="status">Loading...</p>}>
            <Routes>
            <Route index element={<Navigate to="dashboard" replace />} />
            {adminScreenRoutes()}
            <Route path="*" element={<Navigate to="dashboard" replace />} />
            </Routes>
          </Suspense>
        )}
      </div>
    </div>
  );
}
