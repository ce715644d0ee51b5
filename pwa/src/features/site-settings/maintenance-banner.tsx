/**
 * The notice every page shows while the admin has maintenance mode on. The site keeps working (admins
 * still manage it, families keep playing downloaded hunts), so it is a banner, not a closed door. An
 * admin sees a reminder that visitors are being told, with the way to switch it off.
 */
import { Link } from "../../lib/i18n/links";
import { useTexts } from "../../lib/i18n/texts";
import { isAdminUser, useAuth } from "../../stores/auth";
import { usePublicSettings } from "./public-settings";
import { siteSettingsTexts } from "./site-settings-texts";
import "./site-settings.css";

export function MaintenanceBanner() {
  const { maintenance_mode } = usePublicSettings();
  const admin = useAuth((s) => isAdminUser(s.user));
  const t = useTexts(siteSettingsTexts);
  if (!maintenance_mode) return null;
  return (
    <aside className="maintenance-banner" aria-label={t.maintenanceNotice()}>
      <div className="container">
        {admin ? (
          <p>
            {t.maintenanceAdmin()} <Link to="/admin/settings">{t.maintenanceAdminLink()}</Link>
          </p>
        ) : (
          <p>
            <strong>{t.maintenanceTitle()}</strong> {t.maintenanceText()}
          </p>
        )}
      </div>
    </aside>
  );
}
