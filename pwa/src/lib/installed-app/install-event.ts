/**
 * The browser's install offer (`beforeinstallprompt`), caught from the first moment the app's code runs
 * (it can fire before any screen mounts) and kept until the family presses "Install app". Whether the
 * visitor has engaged with the page yet (a tap, a click or a key) is kept here too: the app offers
 * installation only after that, not over a page nobody has touched yet.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
}

const ENGAGING_EVENTS = ["pointerdown", "keydown"] as const;
let engaged = false;

function engage() {
  engaged = true;
  for (const type of ENGAGING_EVENTS) window.removeEventListener(type, engage, true);
  notify();
}

if (typeof window !== "undefined") {
  for (const type of ENGAGING_EVENTS) window.addEventListener(type, engage, { capture: true, passive: true });
}

/** The visitor has tapped, clicked or typed on the page since the app started. */
export const visitorEngaged = () => engaged;

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const installAvailable = () => deferred !== null;

export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  // A kept event can be replayed once; after the choice the browser will fire a new one if it applies.
  deferred = null;
  notify();
  await event.prompt().catch(() => undefined);
}

