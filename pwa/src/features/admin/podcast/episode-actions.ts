/** The admin's episode calls, and the toast each outcome raises. */
import type { z } from "zod";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import type { Episode, episodeInputSchema } from "#shared/schemas/episode";
import { resourceActions } from "../shared/resource-actions";

export type EpisodeValues = z.output<typeof episodeInputSchema>;

export const { save: saveEpisode, remove: deleteEpisode } = resourceActions<Episode, EpisodeValues>("/podcast/episodes", {
  created: MESSAGES.episodeCreated,
  updated: MESSAGES.episodeUpdated,
  saveFailed: MESSAGES.episodeSaveFailed,
  deleted: MESSAGES.episodeDeleted,
  deleteFailed: MESSAGES.episodeDeleteFailed,
});
