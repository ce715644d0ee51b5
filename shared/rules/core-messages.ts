/**
 * The product texts that every screen's first load needs (a failed request, a hunt that will not load),
 * apart from the full catalogue in messages.ts so a hunt opened cold does not carry every admin text.
 */
export const CORE_MESSAGES = {
  requestFailed: "Request failed",
  huntLoadFailed: "Failed to load hunt",
} as const;
