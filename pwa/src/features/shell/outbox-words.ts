/** What each kind of outbox row is, in the words a family would use. */
import type { OutboxRow } from "../../lib/database/db";
import type { Messages } from "../../lib/i18n/texts";
import type { syncTexts } from "./sync-texts";

type SyncMessages = Messages<typeof syncTexts.en>;

const KIND_WORDS: Record<OutboxRow["kind"], keyof SyncMessages> = {
  "hunt.complete": "kindCompletion",
  "hunt.purchase": "kindPurchase",
  "analytics.view": "kindView",
  "analytics.content": "kindContent",
  "analytics.blog": "kindBlog",
  "group.progress": "kindGroupResult",
  "hunt.photo": "kindPhoto",
  "hunt.photo.delete": "kindPhotoDelete",
};

export function kindInWords(kind: OutboxRow["kind"], t: SyncMessages): string {
  return t[KIND_WORDS[kind] ?? "kindOther"]();
}
