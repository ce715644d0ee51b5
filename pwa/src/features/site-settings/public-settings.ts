/**
 * The public site settings the admin sets (site name, description, newsletter switch, maintenance mode),
 * kept in the device's key-value table so every page shows the last known values offline. The server
 * copy replaces the local one in the background; a failed refresh leaves the local copy (or the
 * defaults) alone. This is the app's one reader of GET /api/settings/public.
 */
import { DEFAULT_SETTINGS, type PublicSiteSettings as PublicSettings } from "#shared/rules/site-defaults";
import { refreshCachedRead, useCachedRead, type CachedRead } from "../../lib/cached-read";

export const PUBLIC_SETTINGS_KV_KEY = "public_settings";

export const PUBLIC_SETTINGS_FALLBACK: PublicSettings = {
  site_name: DEFAULT_SETTINGS.site_name,
  site_description: DEFAULT_SETTINGS.site_description,
  newsletter_enabled: DEFAULT_SETTINGS.newsletter_enabled,
  maintenance_mode: DEFAULT_SETTINGS.maintenance_mode,
};

/**
 * The saved copy as settings. It was checked against the server's schema before it was saved; a copy
 * saved by an older release lacks the newer switches, and those take their defaults rather than
 * discarding the admin's site name. A plain check, not zod: every page's header reads this.
 */
export function storedSettings(value: unknown): PublicSettings {
  const v = (value ?? {}) as Partial<Record<keyof PublicSettings, unknown>>;
  if (typeof v.site_name !== "string" || typeof v.site_description !== "string") return PUBLIC_SETTINGS_FALLBACK;
  const flag = (x: unknown, fallback: boolean) => (typeof x === "boolean" ? x : fallback);
  return {
    site_name: v.site_name,
    site_description: v.site_description,
    newsletter_enabled: flag(v.newsletter_enabled, DEFAULT_SETTINGS.newsletter_enabled),
    maintenance_mode: flag(v.maintenance_mode, DEFAULT_SETTINGS.maintenance_mode),
  };
}

const PUBLIC_SETTINGS: CachedRead<PublicSettings> = {
  kvKey: PUBLIC_SETTINGS_KV_KEY,
  path: "/settings/public",
  fallback: PUBLIC_SETTINGS_FALLBACK,
  fromStored: storedSettings,
  fromServer: async (answer) => {
    // The schema (and zod with it) loads only here, in the background, off the first screen's path.
    const { publicSettingsSchema } = await import("#shared/schemas/settings");
    return publicSettingsSchema.partial({ newsletter_enabled: true, maintenance_mode: true }).safeParse(answer).success ? storedSettings(answer) : null;
  },
};

/** Fetches the settings and saves them locally; an answer that does not fit the schema is not kept. */
export const refreshPublicSettings = () => refreshCachedRead(PUBLIC_SETTINGS);

export function usePublicSettings(): PublicSettings {
  return useCachedRead(PUBLIC_SETTINGS, refreshPublicSettings);
}
