/**
 * The end of a hunt played by explorers: every explorer with their score, how many finds they spotted,
 * and their badge (with "Save badge picture") or the score the badge needed: the lines the completion
 * carried, kept with the progress when it was queued.
 */
import { rich } from "../../../lib/i18n/rich";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { huntsTexts } from "../hunts-texts";
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
  const t = useTexts(huntsTexts);
  const lang = useLang();
  return (
    <section className="card card-body hunt-result" aria-labelledby="result-title" aria-live="polite">
      <h2 id="result-title">{anyBadge ? t.congratulationsExplorers() : t.huntComplete()}</h2>
      <ul className="explorer-results" aria-label={t.explorersResults()}>
        {results.map(({ name, score, badge_earned, spotted }) => (
          <li key={name} className="explorer-result stack">
            <h3>{name}</h3>
            <p className="hunt-score">{rich(t.explorerScore({ max: maxScore }), { score: () => <strong>{score}</strong> })}</p>
            <p className="muted">{t.spotted({ count: spotted })}</p>
            {badge_earned ? (
              <>
                <ExplorerBadge title={badgeTitle} emoji={emoji} />
                <SaveBadgePicture picture={{ name, huntTitle: hunt.title, place: hunt.place, emoji, score, maxScore, day: hunt.day, lang }} />
              </>
            ) : (
              <p>{t.noBadge({ points: badgeScore })}</p>
            )}
          </li>
        ))}
      </ul>
      {!anyBadge && <p>{retryMessage}</p>}
    </section>
  );
}
