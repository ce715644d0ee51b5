/** A hunt on the readiness page: saved for offline or not, with the download button and what else it needs. */
import type { StoredHunt } from "../../../lib/db";
import type { HuntAccess } from "../../../stores/access";
import { useHuntOffline } from "../use-hunt-offline";
import { CheckItem } from "./check-item";
import { DownloadBar } from "./offline-status";

export function ReadyHuntRow({ hunt, access }: { hunt: StoredHunt; access: HuntAccess }) {
  const { ready, progress, download } = useHuntOffline(hunt, hunt.id);
  return (
    <CheckItem ok={ready} title={hunt.title}>
      {ready ? (
        <p>Saved on this device with all its pictures. You can play it with no signal.</p>
      ) : ready === false ? (
        <p>Not saved for offline yet. If you plan to play it, press Download while you still have signal.</p>
      ) : null}
      {access === "locked" && <p>This hunt is not unlocked yet: buy it (or join the membership) before you go, because a purchase needs signal to complete.</p>}
      {progress ? (
        <DownloadBar label={`Downloading ${hunt.title}`} done={progress.done} total={progress.total} />
      ) : (
        ready === false && (
          <button type="button" className="btn btn-small" onClick={() => void download()} aria-label={`Download ${hunt.title}`}>
            Download
          </button>
        )
      )}
    </CheckItem>
  );
}
