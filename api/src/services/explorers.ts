/**
 * Checks a completion's explorers against the hunt they played. The schema has already made the names
 * unique and the list 1-6 long; what needs the hunt is checked here: each score within its maximum, each
 * badge earned by its score, each explorer spotting at most every item, and the completion's own score
 * being the best explorer's (the completion is what counts for the hunt and the account's points).
 */
import { bestExplorer } from "#shared/rules/family-record";
import type { Explorer } from "#shared/schemas/explorers";
import { HttpError } from "../errors";

export interface ExplorerRules {
  max: number;
  items: number;
  badge: (score: number) => boolean;
}

export function checkExplorers(explorers: readonly Explorer[], completion: { score: number; badge_earned: boolean }, rules: ExplorerRules): void {
  for (const { name, score, badge_earned, spotted } of explorers) {
    if (score > rules.max) throw new HttpError(422, `explorers: ${name}'s score must be between 0 and ${rules.max}`);
    if (badge_earned !== rules.badge(score)) throw new HttpError(422, `explorers: ${name}'s badge_earned does not match their score`);
    if (spotted > rules.items) throw new HttpError(422, `explorers: ${name} cannot have spotted more than the hunt's ${rules.items} items`);
  }
  const best = bestExplorer(explorers);
  if (!best) return;
  if (completion.score !== best.score || completion.badge_earned !== best.badge_earned) {
    throw new HttpError(422, `score and badge_earned must be the best explorer's: ${best.name} with ${best.score}`);
  }
}
