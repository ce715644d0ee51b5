/**
 * Getting the app onto the home screen, where a hunt keeps working with no signal. Where the browser
 * offers installation (`beforeinstallprompt`) the event is kept and an "Install app" button replays it;
 * Safari on iPhone and iPad has no such event, so it gets a short hint instead. Either can be put away,
 * and that choice is remembered on the device. Neither shows before the visitor has engaged with the
 * page (a first tap or key): a bar sliding over a page nobody has touched yet interrupts it.
 */
import { useSyncExternalStore } from "react";
import { useLiveQuery } from "../../lib/database/use-live-query";
import { installAvailable, promptInstall, subscribeInstall, visitorEngaged } from "../../lib/installed-app/install-event";
import { readKv, writeKv } from "../../lib/database/kv";
import { useTexts } from "../../lib/i18n/texts";
import { shellTexts } from "./shell-texts";

const DISMISSED_KEY = "install_prompt_dismissed";

/** Safari on iOS/iPadOS, not already opened from the home screen. */
export function isIosSafariBrowser(nav: Navigator = navigator): boolean {
  const ua = nav.userAgent;
  const appleTouch = /iPad|iPhone|iPod/.test(ua) || (nav.platform === "MacIntel" && nav.maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true;
  return appleTouch && !otherBrowser && !standalone;
}

export function InstallPrompt() {
  const installable = useSyncExternalStore(subscribeInstall, installAvailable, () => false);
  const engaged = useSyncExternalStore(subscribeInstall, visitorEngaged, () => false);
  const dismissed = useLiveQuery(async () => (await readKv<boolean>(DISMISSED_KEY)) === true, [], true);
  const t = useTexts(shellTexts);
  if (dismissed || !engaged) return null;
  const ios = !installable && isIosSafariBrowser();
  if (!installable && !ios) return null;
  return (
    <div className="shell-notice install-notice">
      <div className="container row">
        {installable ? (
          <>
            <span>{t.installOffer()}</span>
            <button type="button" className="btn btn-small" onClick={() => void promptInstall()}>
              {t.installApp()}
            </button>
          </>
        ) : (
          <span>{t.installIos()}</span>
        )}
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void writeKv(DISMISSED_KEY, true)}>
          {t.notNow()}
        </button>
      </div>
    </div>
  );
}
