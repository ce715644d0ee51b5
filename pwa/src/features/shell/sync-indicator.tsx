/**
 * Sync truth in the header: whether the browser says it is offline, how many things wait to be sent,
 * what the server refused, whether a sign-in is needed, whether photos wait for room on the server (the
 * profile's trip photos are where the family makes some), and when the device last reached the server.
 * The family should never wonder whether a finished hunt "counted".
 */
import { Link } from "react-router-dom";
import { PHOTO_STORAGE_FULL_NOTE } from "../../lib/photo-room";
import { relativeTime } from "./relative-time";
import { useBrowserOffline } from "./use-browser-offline";
import { useNow } from "./use-now";
import { useSyncStatus } from "./sync-status";

const CLOCK_TICK_MS = 30_000;

export function SyncIndicator() {
  const offline = useBrowserOffline();
  const { pending, rejected, lastSyncedAt, signInRequired, photoStorageFull } = useSyncStatus();
  const now = useNow(CLOCK_TICK_MS);
  return (
    <div className="sync-indicator">
      {/* Only the changes worth hearing are in the live region; the ticking clock stays outside it. */}
      <span role="status" className="row sync-live">
        {offline && <span className="badge badge-warn">Offline</span>}
        {pending > 0 && (
          <Link to="/sync" className="badge sync-badge">
            {pending} waiting to sync
          </Link>
        )}
        {rejected > 0 && (
          <Link to="/sync" className="badge badge-danger sync-badge">
            Needs attention ({rejected})
          </Link>
        )}
        {photoStorageFull && (
          <Link to="/profile" className="badge badge-warn sync-badge">
            {PHOTO_STORAGE_FULL_NOTE}
          </Link>
        )}
        {signInRequired && (
          <Link to="/login" className="badge badge-warn sync-badge">
            Sign in again to sync
          </Link>
        )}
      </span>
      {lastSyncedAt !== null && <span className="muted sync-last">Last synced {relativeTime(lastSyncedAt, now)}</span>}
    </div>
  );
}
