/**
 * Getting the app onto the home screen, where a hunt keeps working with no signal. Where the browser
 * offers installation (`beforeinstallprompt`) the event is kept and an "Install app" button replays it;
 * Safari on iPhone and iPad has no such event, so it gets a short hint instead. Either can be put away,
 * and that choice is remembered on the device.
 */
import { useSyncExternalStore } from "react";
import { useLiveQuery } from "dexie-react-hooks";
import { readKv, writeKv } from "../../lib/kv";

const DISMISSED_KEY = "install_prompt_dismissed";

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

// The event can fire before React mounts, so it is caught as soon as the shell's code loads.
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Safari on iOS/iPadOS, not already opened from the home screen. */
export function isIosSafariBrowser(nav: Navigator = navigator): boolean {
  const ua = nav.userAgent;
  const appleTouch = /iPad|iPhone|iPod/.test(ua) || (nav.platform === "MacIntel" && nav.maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true;
  return appleTouch && !otherBrowser && !standalone;
}

async function install(): Promise<void> {
  const event = deferred;
  if (!event) return;
  // A kept event can be replayed once; after the choice the browser will fire a new one if it applies.
  deferred = null;
  notify();
  await event.prompt().catch(() => undefined);
}

export function InstallPrompt() {
  const installable = useSyncExternalStore(subscribe, () => deferred !== null, () => false);
  const dismissed = useLiveQuery(async () => (await readKv<boolean>(DISMISSED_KEY)) === true, [], true);
  if (dismissed) return null;
  const ios = !installable && isIosSafariBrowser();
  if (!installable && !ios) return null;
  return (
    <div className="shell-notice">
      <div className="container row">
        {installable ? (
          <>
            <span>Keep Park Hunts on this device for hunts with no signal.</span>
            <button type="button" className="btn btn-small" onClick={() => void install()}>
              Install app
            </button>
          </>
        ) : (
          <span>Add to Home Screen: tap Share, then Add to Home Screen</span>
        )}
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void writeKv(DISMISSED_KEY, true)}>
          Not now
        </button>
      </div>
    </div>
  );
}
