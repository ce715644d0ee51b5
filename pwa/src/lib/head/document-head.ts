// @chunk core
/**
 * The document's head as the app moves between pages. Several parts of a page may say what its head is
 * (the shell, from the address; the screen, from what it shows): the most specific wins, and when it
 * goes (the family moved on) the next one's head is back. Only the elements the head manages are
 * touched, each marked `data-head` as the server marks those it writes, so the pre-rendered head is
 * replaced rather than doubled.
 */
import { headTags, type HeadTag, type PageHead } from "./page-head";

interface Shown {
  priority: number;
  head: PageHead;
}

const shown: Shown[] = [];
const listeners = new Set<(priority: number) => void>();

function element({ tag, attrs, text }: HeadTag): Element {
  const el = document.createElement(tag);
  el.setAttribute("data-head", "");
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (text !== undefined) el.textContent = text;
  return el;
}

function apply(head: PageHead): void {
  const [title, ...rest] = headTags(head);
  if (document.title !== title!.text) document.title = title!.text!;
  const current = [...document.head.querySelectorAll("[data-head]:not(title)")];
  const next = rest.map(element);
  if (current.length === next.length && current.every((el, i) => el.isEqualNode(next[i]!))) return;
  current.forEach((el) => el.remove());
  // The app shell's own description stands for a page that has none: a page's replaces it.
  document.head.querySelectorAll('meta[name="description"]').forEach((el) => el.remove());
  document.head.append(...next);
}

function applyWinner(): void {
  let winner: Shown | undefined;
  for (const entry of shown) if (!winner || entry.priority >= winner.priority) winner = entry;
  if (!winner) return;
  apply(winner.head);
  for (const listener of listeners) listener(winner.priority);
}

/** The priority of the head shown now, or null when none is. */
export function shownPriority(): number | null {
  return shown.reduce<number | null>((top, entry) => (top === null || entry.priority > top ? entry.priority : top), null);
}

/** Shows `head` while it is the most specific one (the latest of the highest priority); call the answer to take it away. */
export function showHead(priority: number, head: PageHead): () => void {
  const entry = { priority, head };
  shown.push(entry);
  applyWinner();
  return () => {
    shown.splice(shown.indexOf(entry), 1);
    applyWinner();
  };
}

/** Calls `listener` with the priority of the head shown each time the shown head is worked out again; answers how to stop. */
export function onHeadShown(listener: (priority: number) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
