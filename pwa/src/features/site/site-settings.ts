/** The public site settings (name, description) the admin sets, read from the device first. */
import { DEFAULT_SETTINGS, publicSettingsSchema, type PublicSettings } from "#shared/schemas/settings";
import { refreshCachedRead, useCachedRead, type CachedRead } from "./cached-read";

export const SITE_SETTINGS: CachedRead<PublicSettings> = {
  kvKey: "public_settings",
  path: "/settings/public",
  schema: publicSettingsSchema,
  fallback: {
    site_name: DEFAULT_SETTINGS.site_name,
    site_description: DEFAULT_SETTINGS.site_description,
    maintenance_mode: DEFAULT_SETTINGS.maintenance_mode,
  },
};

export const refreshSiteSettings = () => refreshCachedRead(SITE_SETTINGS);

export function useSiteSettings(): PublicSettings {
  return useCachedRead(SITE_SETTINGS, refreshSiteSettings);
}
