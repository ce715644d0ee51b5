/**
 * A hunt on the readiness page: saved for offline or not (saved: with the room it takes, so a parent
 * short of space sees what each hunt costs), with the download button and what else it needs.
 */
import { useEffect, useState } from "react";
import { huntTextsInLang } from "#shared/rules/hunt-translation";
import { decimal, wholeNumber } from "../../../lib/i18n/format";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { huntsTexts } from "../hunts-texts";
import type { StoredHunt } from "../../../lib/database/db";
import type { HuntAccess } from "../../../stores/access";
import { huntSavedBytes, sizeInUnits } from "../hunt-saved-size";
import { useHuntOffline } from "../use-hunt-offline";
import { CheckItem } from "./check-item";
import { DownloadBar } from "./offline-status";

export function ReadyHuntRow({ hunt, access }: { hunt: StoredHunt; access: HuntAccess }) {
  const { ready, progress, download } = useHuntOffline(hunt, hunt.id);
  const bytes = useSavedBytes(hunt, ready === true);
  const t = useTexts(huntsTexts);
  const lang = useLang();
  const title = huntTextsInLang(hunt, lang).title;
  const saved = () => {
    if (bytes === null) return t.huntSaved();
    const { unit, value } = sizeInUnits(bytes);
    const size = unit === "MB" ? t.sizeMb({ n: decimal(value, 1, lang) }) : t.sizeKb({ n: wholeNumber(value, lang) });
    return hunt.map ? t.huntSavedWithMap({ size }) : t.huntSavedSize({ size });
  };
  return (
    <CheckItem ok={ready} title={title}>
      {ready ? <p>{saved()}</p> : ready === false ? <p>{t.huntNotSaved()}</p> : null}
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

/** The saved hunt's size in bytes, once measured (again when the copy changes); null while it is not saved. */
function useSavedBytes(hunt: StoredHunt, ready: boolean): number | null {
  const [measured, setMeasured] = useState<number | null>(null);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    huntSavedBytes(hunt).then(
      (bytes) => live && setMeasured(bytes),
      // Unmeasured, the row still says the hunt is saved, only without its size.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [hunt, ready]);
  return ready ? measured : null;
}
