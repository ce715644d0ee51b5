/** The admin's episode calls and the toasts SPEC §8 gives each outcome. */
import type { z } from "zod";
import { MESSAGES } from "#shared/rules/messages";
import type { Episode, episodeInputSchema } from "#shared/schemas/episode";
import { api } from "../../../lib/api-client";
import { toast } from "../../../stores/toasts";

export type EpisodeValues = z.output<typeof episodeInputSchema>;

/** Creates (no id) or updates an episode; the server's reason when it refused, else null. */
export async function saveEpisode(id: number | null, values: EpisodeValues): Promise<string | null> {
  const res = id === null ? await api.post<Episode>("/podcast/episodes", values) : await api.put<Episode>(`/podcast/episodes/${id}`, values);
  if (!res.success) {
    toast({ title: MESSAGES.errorTitle, description: MESSAGES.episodeSaveFailed, variant: "destructive" });
    return res.error;
  }
  toast({ title: id === null ? MESSAGES.episodeCreated : MESSAGES.episodeUpdated });
  return null;
}

export async function deleteEpisode(episode: Episode): Promise<boolean> {
  const res = await api.delete(`/podcast/episodes/${episode.id}`);
  if (res.success) toast({ title: MESSAGES.episodeDeleted });
  else toast({ title: MESSAGES.errorTitle, description: MESSAGES.episodeDeleteFailed, variant: "destructive" });
  return res.success;
}
