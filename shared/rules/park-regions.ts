/**
 * The regions the parks directory is filtered by, in the order its chips show them. Each is also a
 * choice of the `region` message in every language's catalog (content/i18n/<lang>/parks.json), so a new
 * region is added here and there together.
 */
export const PARK_REGIONS = ["West", "Southwest", "Midwest", "South", "Northeast", "Alaska", "Pacific", "Caribbean"] as const;
export type ParkRegion = (typeof PARK_REGIONS)[number];
