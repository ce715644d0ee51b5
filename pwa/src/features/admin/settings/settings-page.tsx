/**
 * /admin/settings: the site's general and shop settings, saved to the server (and so shown to every
 * visitor), the newsletter and payment integrations, and the system tools. Online-only, read straight
 * from the API.
 */
import { siteSettingsSchema } from "#shared/schemas/settings";
import { useApiRead } from "../../../lib/api/use-api-read";
import { IntegrationCards } from "./integration-cards";
import { SettingsForm } from "./settings-form";
import { SystemTools } from "./system-tools";
import "./settings.css";

export default function SettingsPage() {
  const settings = useApiRead("/admin/settings", siteSettingsSchema);
  return (
    <div className="settings stack">
      <h1>Site Settings</h1>
      {settings.state === "loading" && <p role="status">Loading settings...</p>}
      {settings.state === "failed" && (
        <div className="alert alert-danger row">
          <span>Settings could not be loaded: {settings.error}</span>
          <button type="button" className="btn btn-secondary btn-small" onClick={settings.reload}>
            Try again
          </button>
        </div>
      )}
      {settings.state === "ready" && <SettingsForm initial={settings.data} />}
      <IntegrationCards />
      <SystemTools />
    </div>
  );
}
