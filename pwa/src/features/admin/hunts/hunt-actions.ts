/** The admin's hunt calls, with a toast for each deletion's outcome and plain ones for saving. */
import type { z } from "zod";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import type { Hunt, huntInputSchema } from "#shared/schemas/hunt";
import { resourceActions } from "../shared/resource-actions";

export type HuntValues = z.output<typeof huntInputSchema>;

export const HUNT_SAVE_FAILED = "Failed to save hunt";

/** Items and quiz questions are replaced in the order given. */
export const { save: saveHunt, remove: deleteHunt } = resourceActions<Hunt, HuntValues>("/hunts", {
  created: "Hunt created successfully",
  updated: "Hunt updated successfully",
  saveFailed: HUNT_SAVE_FAILED,
  deleted: MESSAGES.huntDeleted,
  deleteFailed: MESSAGES.huntDeleteFailed,
});
