// @chunk core
/**
 * The public site settings the admin sets (site name, description, newsletter switch, maintenance mode),
 * kept in the device's key-value table so every page shows the last known values offline. The server
 * copy replaces the local one in the background; a failed refresh leaves the local copy (or the
 * defaults) alone. This is the app's one reader of GET /api/settings/public.
 */
import { DEFAULT_SETTINGS, type PublicSiteSettings as PublicSettings } from "#shared/rules/site-defaults";
import { refreshCachedRead, useCachedRead, type CachedRead } from "../../lib/api/cached-read";

export const PUBLIC_SETTINGS_KV_KEY = "public_settings";

export const PUBLIC_SETTINGS_FALLBACK: PublicSettings = {
  site_name: DEFAULT_SETTINGS.site_name,
  site_description: DEFAULT_SETTINGS.site_description,
  newsletter_enabled: DEFAULT_SETTINGS.newsletter_enabled,
  maintenance_mode: DEFAULT_SETTINGS.maintenance_mode,
};

/**
 * The settings in a saved copy or a server answer, or null when they do not fit. A plain check, not
 * zod: every page's header reads this, and building zod's schemas on a slow phone is a long pause. The
 * server checked the settings against its schema when the admin saved them. A copy saved by an older
 * release lacks the newer switches, and those take their defaults rather than discarding the admin's
 * site name.
 */
function checkedSettings(value: unknown): PublicSettings | null {
  const v = (value ?? {}) as Partial<Record<keyof PublicSettings, unknown>>;
  if (typeof v.site_name !== "string" || typeof v.site_description !== "string" || v.site_name.trim() === "") return null;
  const flag = (x: unknown, fallback: boolean) => (typeof x === "boolean" ? x : fallback);
  return {
    site_name: v.site_name,
    site_description: v.site_description,
    newsletter_enabled: flag(v.newsletter_enabled, DEFAULT_SETTINGS.newsletter_enabled),
    maintenance_mode: flag(v.maintenance_mode, DEFAULT_SETTINGS.maintenance_mode),
  };
}

export const PUBLIC_SETTINGS: CachedRead<PublicSettings> = {
  kvKey: PUBLIC_SETTINGS_KV_KEY,
  path: "/settings/public",
  fallback: PUBLIC_SETTINGS_FALLBACK,
  fit: checkedSettings,
};

/** Fetches the settings and saves them locally; an answer that does not fit the schema is not kept. */
export const refreshPublicSettings = () => refreshCachedRead(PUBLIC_SETTINGS);

export function usePublicSettings(): PublicSettings {
  return useCachedRead(PUBLIC_SETTINGS, refreshPublicSettings);
}
