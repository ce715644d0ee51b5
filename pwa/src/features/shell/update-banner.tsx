/**
 * Announces a new deployed version. The new service worker waits until the family presses Reload, so
 * a hunt in progress is never reloaded from under them.
 */
import { useAppUpdate } from "../../lib/installed-app/app-update";
import { useTexts } from "../../lib/i18n/texts";
import { shellTexts } from "./shell-texts";

export function UpdateBanner() {
  const waiting = useAppUpdate((s) => s.waiting);
  const reload = useAppUpdate((s) => s.reload);
  const t = useTexts(shellTexts);
  return (
    <div role="status" className={waiting ? "shell-notice update-banner" : undefined}>
      {waiting && (
        <div className="container row">
          <span>{t.newVersion()}</span>
          <button type="button" className="btn btn-small" onClick={reload}>
            {t.reload()}
          </button>
        </div>
      )}
    </div>
  );
}
