/** The end of a hunt: the badge with the score, or the score and what it takes to earn the badge next time. */
import { ExplorerBadge } from "./explorer-badge";

interface Props {
  badgeEarned: boolean;
  badgeTitle: string;
  emoji: string;
  score: number;
  maxScore: number;
  /** Shown when the badge was missed. */
  retryMessage: string;
}

export function HuntResult({ badgeEarned, badgeTitle, emoji, score, maxScore, retryMessage }: Props) {
  return (
    <section className="card card-body hunt-result" aria-labelledby="result-title" aria-live="polite">
      {badgeEarned ? (
        <>
          <h2 id="result-title">Congratulations! You earned a badge!</h2>
          <ExplorerBadge title={badgeTitle} emoji={emoji} />
        </>
      ) : (
        <h2 id="result-title">Hunt complete!</h2>
      )}
      <p className="hunt-score">
        Your score: <strong>{score}</strong> of {maxScore} points
      </p>
      {!badgeEarned && <p>{retryMessage}</p>}
    </section>
  );
}
