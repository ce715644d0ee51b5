/** /admin/podcast and /admin/podcast/new: every episode (drafts too), the inline add/edit form and delete after confirmation. */
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import { MAX_LIST_LIMIT } from "#shared/rules/list-limit";
import { episodeInputSchema, type Episode } from "#shared/schemas/episode";
import { api } from "../../../lib/api/api-client";
import { InlineCrudPage } from "../shared/inline-crud-page";
import { deleteEpisode, saveEpisode } from "./episode-actions";
import { EPISODE_FIELDS } from "./episode-fields";
import { EpisodeRow } from "./episode-row";

const TEXTS = {
  loading: "Loading episodes...",
  fetchFailed: MESSAGES.episodesFetchFailed,
  empty: "No episodes yet. Add the first one.",
  confirmDelete: MESSAGES.confirmDeleteEpisode,
};

const loadEpisodes = () => api.get<{ items: Episode[]; total: number }>("/podcast/episodes", { limit: MAX_LIST_LIMIT });

export default function PodcastAdminPage() {
  return (
    <InlineCrudPage
      heading="Podcast Management"
      noun="Episode"
      listPath="/admin/podcast"
      load={loadEpisodes}
      texts={TEXTS}
      schema={episodeInputSchema}
      fields={EPISODE_FIELDS}
      save={saveEpisode}
      remove={deleteEpisode}
      renderRow={(episode, actions) => <EpisodeRow key={episode.id} episode={episode} {...actions} />}
    />
  );
}
