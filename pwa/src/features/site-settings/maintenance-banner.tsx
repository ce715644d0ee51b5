/**
 * The notice every page shows while the admin has maintenance mode on. The site keeps working (admins
 * still manage it, families keep playing downloaded hunts), so it is a banner, not a closed door. An
 * admin sees a reminder that visitors are being told, with the way to switch it off.
 */
import { Link } from "react-router-dom";
import { isAdminUser, useAuth } from "../../stores/auth";
import { usePublicSettings } from "./public-settings";
import "./site-settings.css";

export function MaintenanceBanner() {
  const { maintenance_mode } = usePublicSettings();
  const admin = useAuth((s) => isAdminUser(s.user));
  if (!maintenance_mode) return null;
  return (
    <aside className="maintenance-banner" aria-label="Maintenance notice">
      <div className="container">
        {admin ? (
          <p>
            Maintenance mode is on: visitors see a maintenance notice. <Link to="/admin/settings">Change it in Settings</Link>
          </p>
        ) : (
          <p>
            <strong>We're doing some maintenance.</strong> Some things may not work as usual for a little while. Thanks for
            your patience!
          </p>
        )}
      </div>
    </aside>
  );
}
