/** The sign-out question's words: how many of what the account has still waiting, counted plainly. */
import type { WaitingRows } from "../sync/sign-out-rows";

const NOUNS: [keyof WaitingRows, string, string][] = [
  ["photos", "photo", "photos"],
  ["results", "hunt result", "hunt results"],
  ["purchases", "hunt purchase", "hunt purchases"],
  ["deletions", "photo deletion", "photo deletions"],
];

/** "3 photos are still waiting to upload. Sign out anyway?"; several kinds are listed together. */
export function signOutQuestion(waiting: WaitingRows): string {
  const present = NOUNS.filter(([what]) => waiting[what] > 0);
  const parts = present.map(([what, one, many]) => `${waiting[what]} ${waiting[what] === 1 ? one : many}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
  const verb = parts.length === 1 && waiting[present[0]![0]] === 1 ? "is" : "are";
  const action = parts.length === 1 && present[0]![0] === "photos" ? "upload" : "send";
  return `${list} ${verb} still waiting to ${action}. Sign out anyway?`;
}
