/** Site settings edited in admin Settings; the public part is what every visitor's screen reads. */
import { z } from "zod";
import { moneySchema, requiredText, shortText } from "./common";
import { DEFAULT_SETTINGS } from "../rules/site-defaults";

export const siteSettingsSchema = z.object({
  site_name: requiredText("Site name", 120),
  site_description: shortText(1000),
  contact_email: shortText(254).refine((v) => v === "" || v.includes("@"), "Valid email is required"),
  default_book_price: moneySchema,
  newsletter_enabled: z.boolean(),
  maintenance_mode: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettingsUpdateSchema = siteSettingsSchema.partial().strict();

export { DEFAULT_SETTINGS };

export const publicSettingsSchema = siteSettingsSchema.pick({
  site_name: true,
  site_description: true,
  newsletter_enabled: true,
  maintenance_mode: true,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const uploadResultSchema = z.object({ url: z.string(), original_filename: z.string(), content_type: z.string(), size: z.number().int() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
