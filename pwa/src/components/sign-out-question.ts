/** The sign-out question's words: how many of what the account has still waiting, counted plainly. */
import type { Messages } from "../lib/i18n/texts";
import type { WaitingRows } from "../sync/sign-out-rows";
import type { componentTexts } from "./component-texts";

type Texts = Messages<typeof componentTexts.en>;

const NOUNS: [keyof WaitingRows, keyof Texts][] = [
  ["photos", "waitingPhotos"],
  ["results", "waitingResults"],
  ["purchases", "waitingPurchases"],
  ["deletions", "waitingDeletions"],
];

/** "3 photos are still waiting to upload. Sign out anyway?"; several kinds are listed together. */
export function signOutQuestion(waiting: WaitingRows, t: Texts): string {
  const present = NOUNS.filter(([what]) => waiting[what] > 0);
  const parts = present.map(([what, noun]) => t[noun]({ count: waiting[what] }));
  const list = parts.length > 1 ? t.listAnd({ items: parts.slice(0, -1).join(", "), last: parts.at(-1)! }) : (parts[0] ?? "");
  const count = parts.length === 1 ? waiting[present[0]![0]] : parts.length;
  const action = parts.length === 1 && present[0]![0] === "photos" ? "upload" : "send";
  return t.signOutQuestion({ list, count, action });
}
