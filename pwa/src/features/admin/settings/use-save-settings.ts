/**
 * Saves the settings with PUT /api/admin/settings and says how it went. On success the device's copy of
 * the public settings is refreshed at once, so the admin sees the new name or maintenance notice
 * without waiting for the next background refresh.
 */
import { useState } from "react";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import { siteSettingsSchema, type SiteSettings } from "#shared/schemas/settings";
import { api } from "../../../lib/api/api-client";
import { toast } from "../../../stores/toasts";
import { refreshPublicSettings } from "../../site-settings/public-settings";

export const SAVE_FAILED_TITLE = "Settings not saved";
export const SAVE_OFFLINE = "The server could not be reached. Check the connection and save again.";

export function useSaveSettings(onSaved: (settings: SiteSettings) => void) {
  const [saving, setSaving] = useState(false);

  async function save(settings: SiteSettings) {
    setSaving(true);
    const res = await api.put<unknown>("/admin/settings", settings);
    setSaving(false);
    if (!res.success) {
      toast({ title: SAVE_FAILED_TITLE, description: res.status === 0 ? SAVE_OFFLINE : res.error, variant: "destructive" });
      return;
    }
    const saved = siteSettingsSchema.safeParse(res.data);
    onSaved(saved.success ? saved.data : settings);
    toast({ title: MESSAGES.settingsSaved });
    void refreshPublicSettings();
  }

  return { saving, save };
}
