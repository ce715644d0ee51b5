/** What each kind of outbox row is, in the words a family would use. */
import type { OutboxRow } from "../../lib/db";

const KIND_WORDS: Record<OutboxRow["kind"], string> = {
  "hunt.complete": "Hunt completion",
  "hunt.purchase": "Hunt purchase",
  "analytics.view": "Page view",
  "analytics.content": "Content view",
  "analytics.blog": "Blog reading",
  "hunt.photo": "Trip photo",
  "hunt.photo.delete": "Photo deletion",
};

export function kindInWords(kind: OutboxRow["kind"]): string {
  return KIND_WORDS[kind] ?? "Update";
}
