/** One episode in the admin list: season and number, duration, Published/Draft, its links and actions. */
import type { Episode } from "#shared/schemas/episode";

interface Props {
  episode: Episode;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function EpisodeRow({ episode, busy, onEdit, onDelete }: Props) {
  return (
    <li className="admin-row">
      <h2>{episode.title}</h2>
      <p className="admin-row-meta">
        <span className={episode.published ? "badge" : "badge badge-warn"}>{episode.published ? "Published" : "Draft"}</span>
        <span>
          Season {episode.season} · Episode {episode.episode_number}
        </span>
        {episode.duration && <span>{episode.duration}</span>}
        {episode.spotify_url && (
          <a href={episode.spotify_url} target="_blank" rel="noopener noreferrer">
            Spotify
          </a>
        )}
        {episode.apple_podcasts_url && (
          <a href={episode.apple_podcasts_url} target="_blank" rel="noopener noreferrer">
            Apple Podcasts
          </a>
        )}
      </p>
      {episode.description && <p>{episode.description}</p>}
      <div className="admin-row-actions">
        <button type="button" className="btn btn-secondary btn-small" onClick={onEdit} aria-label={`Edit ${episode.title}`}>
          Edit
        </button>
        <button type="button" className="btn btn-danger btn-small" disabled={busy} onClick={onDelete} aria-label={`Delete ${episode.title}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
