// @chunk core
/**
 * The settings a fresh site starts with. Kept apart from the zod schemas so the public screens can read
 * them without loading zod on a hunt's first load.
 */
export const DEFAULT_SETTINGS = {
  site_name: "Park Hunts",
  site_description: "Scavenger-hunt guidebooks that turn national park visits into family adventures.",
  contact_email: "hello@parkhunts.example",
  default_book_price: 13.99,
  newsletter_enabled: true,
  maintenance_mode: false,
};

export interface PublicSiteSettings {
  site_name: string;
  site_description: string;
  newsletter_enabled: boolean;
  maintenance_mode: boolean;
}
