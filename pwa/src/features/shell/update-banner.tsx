/**
 * Announces a new deployed version. The new service worker waits until the family presses Reload, so
 * a hunt in progress is never reloaded from under them.
 */
import { useAppUpdate } from "../../lib/app-update";

export function UpdateBanner() {
  const waiting = useAppUpdate((s) => s.waiting);
  const reload = useAppUpdate((s) => s.reload);
  return (
    <div role="status" className={waiting ? "shell-notice update-banner" : undefined}>
      {waiting && (
        <div className="container row">
          <span>New version available —</span>
          <button type="button" className="btn btn-small" onClick={reload}>
            Reload
          </button>
        </div>
      )}
    </div>
  );
}
