/**
 * /admin/*: only an admin gets in. While the stored session loads, a centred spinner; a visitor or a
 * signed-in non-admin goes to /admin/login, which remembers where they were headed; an admin gets the
 * admin area.
 */
import { Navigate, useLocation } from "react-router-dom";
import { isAdminUser, useAuth } from "../../stores/auth";
import { AdminLayout } from "./admin-layout";

export default function AdminArea() {
  const loading = useAuth((s) => s.loading);
  const user = useAuth((s) => s.user);
  const location = useLocation();
  if (loading) {
    return (
      <div className="center-screen" role="status">
        <div className="stack">
          <div className="spinner" style={{ marginInline: "auto" }} aria-hidden="true" />
          <p>Loading...</p>
        </div>
      </div>
    );
  }
  if (!user || !isAdminUser(user)) return <Navigate to="/admin/login" state={{ from: location }} replace />;
  return <AdminLayout user={user} />;
}
