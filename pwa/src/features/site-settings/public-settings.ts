/**
 * The public site settings the admin sets (site name, description, newsletter switch, maintenance mode),
 * kept in the device's key-value table so every page shows the last known values offline. The server
 * copy replaces the local one in the background; a failed refresh leaves the local copy (or the
 * defaults) alone. This is the app's one reader of GET /api/settings/public.
 */
import { useLiveQuery } from "dexie-react-hooks";
import { z } from "zod";
import { DEFAULT_SETTINGS, publicSettingsSchema, type PublicSettings } from "#shared/schemas/settings";
import { api } from "../../lib/api-client";
import { useBackgroundRefresh } from "../../lib/catalog";
import { readKv, writeKv } from "../../lib/kv";

export const PUBLIC_SETTINGS_KV_KEY = "public_settings";

export const PUBLIC_SETTINGS_FALLBACK: PublicSettings = {
  site_name: DEFAULT_SETTINGS.site_name,
  site_description: DEFAULT_SETTINGS.site_description,
  newsletter_enabled: DEFAULT_SETTINGS.newsletter_enabled,
  maintenance_mode: DEFAULT_SETTINGS.maintenance_mode,
};

// A copy saved by an older release (or sent by an older server) lacks the newer switches; it still
// carries the admin's site name, so the missing switches take their defaults instead of discarding it.
const storedSettingsSchema = publicSettingsSchema.extend({
  newsletter_enabled: z.boolean().default(DEFAULT_SETTINGS.newsletter_enabled),
  maintenance_mode: z.boolean().default(DEFAULT_SETTINGS.maintenance_mode),
});

/** Fetches the settings and saves them locally; an answer that does not fit is not kept. */
export async function refreshPublicSettings(): Promise<boolean> {
  const res = await api.get<unknown>("/settings/public");
  if (!res.success) return false;
  const parsed = storedSettingsSchema.safeParse(res.data);
  if (!parsed.success) return false;
  await writeKv(PUBLIC_SETTINGS_KV_KEY, parsed.data);
  return true;
}

export function usePublicSettings(): PublicSettings {
  useBackgroundRefresh(PUBLIC_SETTINGS_KV_KEY, refreshPublicSettings);
  return useLiveQuery(
    async () => {
      const parsed = storedSettingsSchema.safeParse(await readKv(PUBLIC_SETTINGS_KV_KEY));
      return parsed.success ? parsed.data : PUBLIC_SETTINGS_FALLBACK;
    },
    [],
    PUBLIC_SETTINGS_FALLBACK,
  );
}
