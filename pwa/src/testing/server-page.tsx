/**
 * A page the server drew, put in the document and taken over as app/start.tsx takes it over (imported
 * only by tests): the answers stored through the reads' refreshes, then the markup adopted by React.
 */
import { act } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { storeFirstFrame } from "../app/adopt-prerendered";
import { App } from "../app/app";
import { setFirstFrame, type Answers } from "../lib/start-up/prerendered-answers";

let adopted: Root | null = null;

/** The server's `markup` for `path`, at that address, in the document. */
export function serverPage(path: string, markup: string): HTMLElement {
  window.history.replaceState(null, "", path);
  const container = document.createElement("div");
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

/** Takes `container`'s page over from `answers`; answers the mismatches React reported. */
export async function adoptPage(container: HTMLElement, path: string, answers: Answers): Promise<{ mismatches: unknown[] }> {
  await storeFirstFrame(path, answers);
  setFirstFrame(answers);
  const mismatches: unknown[] = [];
  await act(async () => {
    adopted = hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
      // Parts the server leaves to the app (code loaded on demand) are expected; a mismatch is not.
      { onRecoverableError: (error) => /match/i.test(String(error)) && mismatches.push(error) },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return { mismatches };
}

/** Leaves the adopted page: React's root unmounted, the answers dropped, the document empty. */
export function leaveServerPage(): void {
  act(() => adopted?.unmount());
  adopted = null;
  setFirstFrame(null);
  document.body.innerHTML = "";
}
