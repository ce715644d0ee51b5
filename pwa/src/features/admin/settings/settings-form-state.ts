/**
 * The Settings form's values as typed (the price is text while being edited) and their conversion to
 * the settings the server stores, checked with the same schema the server uses so a mistake is named
 * beside its field before anything is sent.
 */
import { siteSettingsSchema, type SiteSettings } from "#shared/schemas/settings";

export interface SettingsFormValues {
  site_name: string;
  site_description: string;
  contact_email: string;
  default_book_price: string;
  newsletter_enabled: boolean;
  maintenance_mode: boolean;
}

export type SettingsErrors = Partial<Record<keyof SiteSettings, string>>;

export function toFormValues(settings: SiteSettings): SettingsFormValues {
  return { ...settings, default_book_price: settings.default_book_price.toFixed(2) };
}

const PRICE_HINT = "Enter a price such as 13.99";

export function parseFormValues(values: SettingsFormValues): { settings: SiteSettings } | { errors: SettingsErrors } {
  const priceText = values.default_book_price.trim();
  const price = priceText === "" ? Number.NaN : Number(priceText);
  const parsed = siteSettingsSchema.safeParse({ ...values, default_book_price: price });
  if (parsed.success) return { settings: parsed.data };
  const errors: SettingsErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof SiteSettings;
    if (errors[field]) continue;
    errors[field] = field === "default_book_price" && Number.isNaN(price) ? PRICE_HINT : issue.message;
  }
  return { errors };
}
