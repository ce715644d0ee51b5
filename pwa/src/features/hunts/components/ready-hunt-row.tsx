/** A hunt on the readiness page: saved for offline or not, with the download button and what else it needs. */
import { huntTextsInLang } from "#shared/rules/hunt-translation";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { huntsTexts } from "../hunts-texts";
import type { StoredHunt } from "../../../lib/database/db";
import type { HuntAccess } from "../../../stores/access";
import { useHuntOffline } from "../use-hunt-offline";
import { CheckItem } from "./check-item";
import { DownloadBar } from "./offline-status";

export function ReadyHuntRow({ hunt, access }: { hunt: StoredHunt; access: HuntAccess }) {
  const { ready, progress, download } = useHuntOffline(hunt, hunt.id);
  const t = useTexts(huntsTexts);
  const title = huntTextsInLang(hunt, useLang()).title;
  return (
    <CheckItem ok={ready} title={title}>
      {ready ? <p>{t.huntSaved()}</p> : ready === false ? <p>{t.huntNotSaved()}</p> : null}
      {access === "locked" && <p>{t.huntLocked()}</p>}
      {progress ? (
        <DownloadBar label={t.downloadingTitle({ title })} done={progress.done} total={progress.total} />
      ) : (
        ready === false && (
          <button type="button" className="btn btn-small" onClick={() => void download()} aria-label={t.downloadLabel({ title })}>
            {t.downloadButton()}
          </button>
        )
      )}
    </CheckItem>
  );
}
