/**
 * Sync truth in the header: whether the browser says it is offline, how many things wait to be sent,
 * what the server refused, whether a sign-in is needed, whether photos wait for room on the server (the
 * profile's trip photos are where the family makes some), and when the device last reached the server.
 * The family should never wonder whether a finished hunt "counted".
 */
import { Link } from "../../lib/i18n/links";
import { useTexts } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { relativeTime } from "./relative-time";
import { useBrowserOffline } from "../../lib/installed-app/use-browser-offline";
import { useNow } from "./use-now";
import { useSyncStatus } from "./sync-status";
import { shellTexts } from "./shell-texts";

const CLOCK_TICK_MS = 30_000;

export function SyncIndicator() {
  const offline = useBrowserOffline();
  const { pending, rejected, lastSyncedAt, signInRequired, photoStorageFull } = useSyncStatus();
  const now = useNow(CLOCK_TICK_MS);
  const t = useTexts(shellTexts);
  const lang = useLang();
  return (
    <div className="sync-indicator">
      {/* Only the changes worth hearing are in the live region; the ticking clock stays outside it. */}
      <span role="status" className="row sync-live">
        {offline && <span className="badge badge-warn">{t.offline()}</span>}
        {pending > 0 && (
          <Link to="/sync" className="badge sync-badge">
            {t.waitingToSync({ count: pending })}
          </Link>
        )}
        {rejected > 0 && (
          <Link to="/sync" className="badge badge-danger sync-badge">
            {t.needsAttention({ count: rejected })}
          </Link>
        )}
        {photoStorageFull && (
          <Link to="/profile" className="badge badge-warn sync-badge">
            {t.photoStorageFull()}
          </Link>
        )}
        {signInRequired && (
          <Link to="/login" className="badge badge-warn sync-badge">
            {t.signInToSync()}
          </Link>
        )}
      </span>
      {lastSyncedAt !== null && <span className="muted sync-last">{t.lastSynced({ when: relativeTime(lastSyncedAt, now, lang) })}</span>}
    </div>
  );
}
