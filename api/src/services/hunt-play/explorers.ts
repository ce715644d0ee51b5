/**
 * Scores a completion's explorers against the hunt they played. The schema has already made the names
 * unique and the list 1-6 long. Each explorer scores the finds they all share plus their own answers
 * (an explorer sent by an older app without answers: by the score the phone showed, within what the
 * finds allow); what the phone showed is kept beside the server's result. "Who spotted it?" credits each
 * find to one explorer, so an explorer never spotted more than the finds sent; finds that no longer
 * count (their item removed since the download) are taken off what they spotted.
 */
import { scoreSentRun, type ScoringSheet } from "#shared/rules/scoring";
import type { Explorer, StoredExplorer } from "#shared/schemas/explorers";
import { HttpError } from "../../errors";

export function scoreExplorers(sheet: ScoringSheet, explorers: readonly Explorer[], finds: { sent: number; counted: readonly number[] }): StoredExplorer[] {
  return explorers.map((explorer) => {
    const { name, spotted } = explorer;
    if (spotted > finds.sent) throw new HttpError(422, `explorers: ${name} cannot have spotted more than the ${finds.sent} finds sent`);
    const { score, badge_earned } = scoreSentRun(sheet, finds.counted, explorer);
    return {
      name,
      score,
      badge_earned,
      spotted: Math.min(spotted, finds.counted.length),
      device_score: explorer.score,
      device_badge_earned: explorer.badge_earned,
    };
  });
}
