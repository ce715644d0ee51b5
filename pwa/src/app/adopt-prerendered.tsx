/**
 * Taking over a page the server pre-rendered (see api/src/prerender.ts). Loaded only then, so a hunt's
 * first load does not carry it.
 *
 * The server's answers are first stored on the device through each read's own refresh (served from
 * the answers, not the network), so the device holds what the page shows and the screen's reads find
 * it there from the first frame on. Then React adopts the server's markup instead of drawing it again.
 */
import { startTransition, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { primeAnswers } from "../lib/api/api-client";
import { markRefreshed } from "../lib/api/background-refresh";
import { nextTask } from "../lib/start-up/next-task";
import { setFirstFrame, type Answers } from "../lib/start-up/prerendered-answers";
import { prerenderedPage } from "./prerendered-pages";

export async function storeFirstFrame(pathname: string, answers: Answers): Promise<void> {
  primeAnswers(answers);
  try {
    // A read stored from the answers is as fresh as it gets: the screens need not fetch it again now.
    await Promise.all(
      (prerenderedPage(pathname)?.reads ?? []).map(async (read) => {
        if ((await read.refresh().catch(() => false)) !== false && read.key) markRefreshed(read.key);
      }),
    );
  } finally {
    // An answer no refresh asked for is not kept for a later, fresher request.
    primeAnswers({});
  }
}

/**
 * Draws `tree` over the server's markup in `element`, from the same answers. The parts the server
 * leaves to the app (code loaded on demand, such as the map) and any part where this device's state
 * differs from a first visit's (a cart, a session) React draws afresh, which is expected and nothing to
 * report. Adopted as a transition, in slices, so the page stays answerable meanwhile.
 */
function adopt(element: HTMLElement, tree: ReactNode, answers: Answers): void {
  setFirstFrame(answers);
  startTransition(() => {
    hydrateRoot(element, tree, { onRecoverableError: () => undefined });
  });
}

/**
 * Reads the answers out of the page's `#first-frame` script (and removes it) and stores them; answers
 * how to adopt the page, or null when the script cannot be read (the app then draws the page itself).
 */
export async function prepare(pathname: string, script: HTMLElement): Promise<((element: HTMLElement, tree: ReactNode) => void) | null> {
  script.remove();
  let answers: Answers;
  try {
    answers = JSON.parse(script.textContent ?? "") as Answers;
  } catch {
    return null;
  }
  await storeFirstFrame(pathname, answers);
  // Storing and adopting are each enough work for a slow phone: in separate tasks, not one long one.
  await nextTask();
  return (element, tree) => adopt(element, tree, answers);
}
