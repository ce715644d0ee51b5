/**
 * A completed server hunt's result: the score out of the hunt's maximum (shared/rules/scoring.ts), and
 * the badge or what it takes to earn it; for explorers, each explorer's.
 */
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { huntsTexts } from "../hunts-texts";
import { useStore } from "zustand";
import { badgeScore, huntSheet, maxScore as maxScoreOf } from "#shared/rules/scoring";
import type { ProgressStore } from "../stores/hunt-progress";
import type { PlayableHunt } from "../playable-hunt";
import { HuntResult } from "./hunt-result";
import { HUNT_BADGE_EMOJI } from "./badge-art";
import { huntDay } from "../badge-picture/badge-picture-info";
import { ExplorerResults } from "../explorers/explorer-results";
import { PhotoBackupNote } from "../photo/photo-backup-note";

export function HuntOutcome({ hunt, store }: { hunt: PlayableHunt; store: ProgressStore }) {
  const { totalScore, badgeEarned, explorers, finds } = useStore(store);
  const sheet = huntSheet(hunt);
  const maxScore = maxScoreOf(sheet);
  const t = useTexts(huntsTexts);
  const lang = useLang();
  const badge = { badgeTitle: t.explorerBadge({ title: hunt.title }), emoji: HUNT_BADGE_EMOJI, maxScore };
  const retryMessage = t.retryMessage({ points: badgeScore(sheet) });
  const day = huntDay(finds);
  return (
    <>
      {explorers ? (
        <ExplorerResults
          {...badge}
          explorers={explorers}
          badgeScore={badgeScore(sheet)}
          retryMessage={retryMessage}
          hunt={{ title: hunt.title, place: hunt.location, day }}
        />
      ) : (
        <HuntResult
          {...badge}
          badgeEarned={badgeEarned}
          score={totalScore}
          retryMessage={retryMessage}
          picture={{ huntTitle: hunt.title, place: hunt.location, emoji: badge.emoji, score: totalScore, maxScore, day, lang }}
        />
      )}
      <PhotoBackupNote huntId={hunt.id} />
    </>
  );
}
