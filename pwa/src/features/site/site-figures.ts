/**
 * The fixed marketing figures of the home and about pages. They are claims of the brand, not counts the
 * server knows, so they live here rather than in the API.
 */
export const NATIONAL_PARKS = 63;
export const ADVENTURERS = "100+";
export const ADVENTURES = "500+";
export const BOOKS_IN_COLLECTION = 15;
export const COLLECTION_SAVING_PERCENT = 40;
export const APP_RATING = "4.9";
export const APP_DOWNLOADS = "25,000+";

export const MEMBERSHIP_MONTHLY_PRICE = 4.99;
export const INDIVIDUAL_HUNT_PRICE = 1.99;
