/**
 * /ready — "Ready for no signal": the check a parent runs at home before the trip. It lists what the
 * device has (hunts saved with their pictures, persistent storage, space, the installed app, the app
 * itself saved, location allowed for check-ins, a voice to read aloud with) and, for anything missing,
 * one plain sentence saying what to do about it.
 */
import { rich } from "../../lib/i18n/rich";
import { useTexts } from "../../lib/i18n/texts";
import { huntsTexts } from "./hunts-texts";
import { useRoperHunt } from "./roper-hunt";
import { useLiveQuery } from "../../lib/database/use-live-query";
import { useState } from "react";
import { Link } from "../../lib/i18n/links";
import { useBackgroundRefresh } from "../../lib/api/background-refresh";
import { db, type StoredHunt } from "../../lib/database/db";
import { huntAccess, useMembership, usePurchases } from "../../stores/access";
import { refreshHunts, sortHunts } from "./hunt-catalog";
import { useDeviceChecks } from "./use-device-checks";
import { CheckItem } from "./components/check-item";
import { LocationCheck } from "./location/location-check";
import { ReadyHuntRow } from "./components/ready-hunt-row";
import { groupUnlocks, useJoinedGroups } from "./team/use-joined-groups";
import { VoiceCheck } from "./read-aloud/voice-check";
import "./hunts.css";

/** Below this a hunt's pictures or the outbox may no longer fit. */
const LOW_SPACE_MB = 50;
const NO_HUNTS: StoredHunt[] = [];

export default function ReadyPage() {
  useBackgroundRefresh("hunts", refreshHunts);
  const hunts = useLiveQuery(async () => sortHunts((await db.hunts.toArray()).filter((h) => h.published !== false)), [], NO_HUNTS);
  const waiting = useLiveQuery(() => db.outbox.where("state").equals("pending").count(), [], 0);
  const purchases = usePurchases();
  const membership = useMembership();
  const unlocked = groupUnlocks(useJoinedGroups().groups);
  const device = useDeviceChecks();
  const [refused, setRefused] = useState(false);
  const t = useTexts(huntsTexts);
  const roper = useRoperHunt();

  const keep = async () => setRefused(!(await device.keepDownloads()));

  return (
    <div className="container stack ready-page">
      <h1>{t.readyTitle()}</h1>
      <p>{t.readyIntro()}</p>

      <section className="stack" aria-labelledby="ready-device">
        <h2 id="ready-device">{t.thisDevice()}</h2>
        <ul className="check-list">
          <CheckItem ok={device.appSaved} title={t.appSaved()}>
            {!device.appSaved && <p>{t.appSavedTodo()}</p>}
          </CheckItem>
          <CheckItem ok={device.persisted === undefined ? undefined : device.persisted === true} title={t.downloadsKept()}>
            {device.persisted === true && <p>{t.downloadsKeptOk()}</p>}
            {device.persisted === false && (
              <>
                <p>{t.downloadsKeptTodo()}</p>
                <button type="button" className="btn btn-small" onClick={() => void keep()}>
                  {t.keepDownloads()}
                </button>
                {refused && <p>{t.keepRefused()}</p>}
              </>
            )}
            {device.persisted === null && <p>{t.keepUnsupported()}</p>}
          </CheckItem>
          <CheckItem ok={device.freeMb === null ? undefined : device.freeMb >= LOW_SPACE_MB} title={t.storageSpace()}>
            {device.usedMb !== null && device.freeMb !== null ? (
              <p>
                {t.storageUsed({ used: device.usedMb, free: device.freeMb })}
                {device.freeMb < LOW_SPACE_MB && ` ${t.storageLow()}`}
              </p>
            ) : (
              <p>{t.storageUnknown()}</p>
            )}
          </CheckItem>
          <CheckItem ok={device.installed} title={t.appInstalled()}>
            {device.installed ? <p>{t.appInstalledOk()}</p> : <p>{t.appInstalledTodo()}</p>}
          </CheckItem>
          <LocationCheck />
          <VoiceCheck />
          <CheckItem ok={waiting === 0} title={t.everythingSynced()}>
            {waiting === 0 ? (
              <p>{t.nothingWaiting()}</p>
            ) : (
              <p>{rich(t.itemsWaiting({ count: waiting }), { sync: (words) => <Link to="/sync">{words}</Link> })}</p>
            )}
          </CheckItem>
        </ul>
      </section>

      <section className="stack" aria-labelledby="ready-hunts">
        <h2 id="ready-hunts">{t.huntsHeading()}</h2>
        <ul className="check-list">
          <CheckItem ok={device.appSaved} title={roper.title}>
            <p>{t.roperBuiltIn()}</p>
          </CheckItem>
          {hunts.map((hunt) => (
            <ReadyHuntRow key={hunt.id} hunt={hunt} access={huntAccess(hunt.price, hunt.id, purchases, membership, unlocked)} />
          ))}
        </ul>
        {hunts.length === 0 && <p className="muted">{t.noOtherHunts()}</p>}
      </section>
      <p>
        <Link to="/scavengerhunts">{t.backToHunts()}</Link>
      </p>
    </div>
  );
}
