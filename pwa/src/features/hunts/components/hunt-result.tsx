/**
 * The end of a hunt: the badge with the score (and "Save badge picture"), or the score and what it
 * takes to earn the badge next time.
 */
import { rich } from "../../../lib/i18n/rich";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { SaveBadgePicture } from "../badge-picture/save-badge-picture";
import type { BadgePictureInfo } from "../badge-picture/badge-picture-info";
import { ExplorerBadge } from "./explorer-badge";

interface Props {
  badgeEarned: boolean;
  badgeTitle: string;
  emoji: string;
  score: number;
  maxScore: number;
  /** Shown when the badge was missed. */
  retryMessage: string;
  /** The badge picture a badge earns. */
  picture: BadgePictureInfo;
}

export function HuntResult({ badgeEarned, badgeTitle, emoji, score, maxScore, retryMessage, picture }: Props) {
  const t = useTexts(huntsTexts);
  return (
    <section className="card card-body hunt-result" aria-labelledby="result-title" aria-live="polite">
      {badgeEarned ? (
        <>
          <h2 id="result-title">{t.congratulations()}</h2>
          <ExplorerBadge title={badgeTitle} emoji={emoji} />
        </>
      ) : (
        <h2 id="result-title">{t.huntComplete()}</h2>
      )}
      <p className="hunt-score">{rich(t.yourScore({ max: maxScore }), { score: () => <strong>{score}</strong> })}</p>
      {badgeEarned ? <SaveBadgePicture picture={picture} /> : <p>{retryMessage}</p>}
    </section>
  );
}
