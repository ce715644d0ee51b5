/** A hunt's offline state on its card: "Ready offline ✓", a running download's bar, or the button to start one. */
import type { StoredHunt } from "../../../lib/database/db";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { useHuntOffline } from "../use-hunt-offline";

export function OfflineStatus({ hunt }: { hunt: StoredHunt }) {
  const { ready, progress, download } = useHuntOffline(hunt, hunt.id);
  const t = useTexts(huntsTexts);
  if (progress) return <DownloadBar label={t.downloadingTitle({ title: hunt.title })} done={progress.done} total={progress.total} />;
  if (ready === undefined) return <p className="offline-line muted">{t.checkingOffline()}</p>;
  if (ready) return <p className="offline-line offline-ready">{t.readyOffline()}</p>;
  return (
    <button type="button" className="btn btn-secondary btn-small" onClick={() => void download()} aria-label={t.downloadForOfflineLabel({ title: hunt.title })}>
      {t.downloadForOffline()}
    </button>
  );
}

export function DownloadBar({ label, done, total }: { label: string; done: number; total: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const t = useTexts(huntsTexts);
  return (
    <div className="offline-line">
      <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="muted small-text">
        {t.downloadingCount({ done, total })}
      </p>
    </div>
  );
}
