/** A hunt's offline state on its card: "Ready offline ✓", a running download's bar, or the button to start one. */
import type { StoredHunt } from "../../../lib/db";
import { useHuntOffline } from "../use-hunt-offline";

export function OfflineStatus({ hunt }: { hunt: StoredHunt }) {
  const { ready, progress, download } = useHuntOffline(hunt, hunt.id);
  if (progress) return <DownloadBar label={`Downloading ${hunt.title}`} done={progress.done} total={progress.total} />;
  if (ready === undefined) return <p className="offline-line muted">Checking offline copy…</p>;
  if (ready) return <p className="offline-line offline-ready">Ready offline ✓</p>;
  return (
    <button type="button" className="btn btn-secondary btn-small" onClick={() => void download()} aria-label={`Download for offline: ${hunt.title}`}>
      Download for offline
    </button>
  );
}

export function DownloadBar({ label, done, total }: { label: string; done: number; total: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="offline-line">
      <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="muted small-text">
        Downloading… {done} of {total}
      </p>
    </div>
  );
}
