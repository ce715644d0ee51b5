/**
 * Site settings: one row per key in `settings`, laid over DEFAULT_SETTINGS, so a fresh database answers
 * the defaults and a later release can add a setting without a migration. A stored value that no longer
 * fits its field (the rules changed since it was saved) falls back to the default instead of breaking
 * every page that reads the settings.
 */
import { sql } from "drizzle-orm";
import {
  DEFAULT_SETTINGS,
  publicSettingsSchema,
  siteSettingsSchema,
  type PublicSettings,
  type SiteSettings,
  type siteSettingsUpdateSchema,
} from "#shared/schemas/settings";
import type { z } from "zod";
import type { Db } from "../../db";
import { settings } from "../../db/tables";

type SettingKey = keyof SiteSettings;
const FIELDS = siteSettingsSchema.shape;

const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(FIELDS, key);

export async function readSettings(db: Db): Promise<SiteSettings> {
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of await db.select().from(settings)) {
    if (!isSettingKey(row.key)) continue;
    const parsed = FIELDS[row.key].safeParse(row.value);
    if (parsed.success) merged[row.key] = parsed.data;
  }
  return merged as SiteSettings;
}

/** Writes only the keys given; runs inside the caller's write transaction. */
export async function updateSettings(db: Db, patch: z.output<typeof siteSettingsUpdateSchema>): Promise<SiteSettings> {
  const rows = Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ key, value }));
  if (rows.length > 0) {
    await db
      .insert(settings)
      .values(rows)
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  }
  return readSettings(db);
}

export async function publicSettings(db: Db): Promise<PublicSettings> {
  const all = await readSettings(db);
  return publicSettingsSchema.parse({
    site_name: all.site_name,
    site_description: all.site_description,
    newsletter_enabled: all.newsletter_enabled,
    maintenance_mode: all.maintenance_mode,
  });
}
