/**
 * The end of a hunt played by explorers: every explorer with their score, how many finds they spotted,
 * and their badge (with "Save badge picture") or the score the badge needed: the lines the completion
 * carried, kept with the progress when it was queued.
 */
import type { Explorers } from "../stores/hunt-progress";
import { SaveBadgePicture } from "../badge-picture/save-badge-picture";
import { ExplorerBadge } from "../components/explorer-badge";

interface Props {
  explorers: Explorers;
  badgeTitle: string;
  emoji: string;
  maxScore: number;
  /** The lowest score that earns the badge. */
  badgeScore: number;
  /** Shown when nobody earned the badge. */
  retryMessage: string;
  /** The hunt as the badge pictures show it. */
  hunt: { title: string; place: string; day: string };
}

export function ExplorerResults({ explorers, badgeTitle, emoji, maxScore, badgeScore, retryMessage, hunt }: Props) {
  const results = explorers.runs.flatMap((run) => (run.result ? [run.result] : []));
  const anyBadge = results.some((result) => result.badge_earned);
  return (
    <section className="card card-body hunt-result" aria-labelledby="result-title" aria-live="polite">
      <h2 id="result-title">{anyBadge ? "Congratulations, explorers!" : "Hunt complete!"}</h2>
      <ul className="explorer-results" aria-label="Explorers' results">
        {results.map(({ name, score, badge_earned, spotted }) => (
          <li key={name} className="explorer-result stack">
            <h3>{name}</h3>
            <p className="hunt-score">
              Score: <strong>{score}</strong> of {maxScore} points
            </p>
            <p className="muted">Spotted {spotted === 1 ? "1 find" : `${spotted} finds`}</p>
            {badge_earned ? (
              <>
                <ExplorerBadge title={badgeTitle} emoji={emoji} />
                <SaveBadgePicture picture={{ name, huntTitle: hunt.title, place: hunt.place, emoji, score, maxScore, day: hunt.day }} />
              </>
            ) : (
              <p>No badge this time: it takes {badgeScore} points.</p>
            )}
          </li>
        ))}
      </ul>
      {!anyBadge && <p>{retryMessage}</p>}
    </section>
  );
}
