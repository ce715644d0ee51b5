/**
 * /ready — "Ready for no signal": the check a parent runs at home before the trip. It lists what the
 * device has (hunts saved with their pictures, persistent storage, space, the installed app, the app
 * itself saved, location allowed for check-ins, a voice to read aloud with) and, for anything missing,
 * one plain sentence saying what to do about it.
 */
import { useLiveQuery } from "../../lib/use-live-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { ROPER_HUNT } from "#shared/roper-hunt";
import { useBackgroundRefresh } from "../../lib/background-refresh";
import { db, type StoredHunt } from "../../lib/db";
import { huntAccess, useMembership, usePurchases } from "../../stores/access";
import { refreshHunts, sortHunts } from "./hunt-catalog";
import { useDeviceChecks } from "./use-device-checks";
import { CheckItem } from "./components/check-item";
import { LocationCheck } from "./location/location-check";
import { ReadyHuntRow } from "./components/ready-hunt-row";
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
  const device = useDeviceChecks();
  const [refused, setRefused] = useState(false);

  const keep = async () => setRefused(!(await device.keepDownloads()));

  return (
    <div className="container stack ready-page">
      <h1>Ready for no signal</h1>
      <p>Run this check at home, on the phone you will take, before you leave for the park. Anything marked “To do” needs signal to fix.</p>

      <section className="stack" aria-labelledby="ready-device">
        <h2 id="ready-device">This device</h2>
        <ul className="check-list">
          <CheckItem ok={device.appSaved} title="The app is saved for offline">
            {!device.appSaved && <p>Reload this page once while you have signal, so the app can save itself on this phone.</p>}
          </CheckItem>
          <CheckItem ok={device.persisted === undefined ? undefined : device.persisted === true} title="Downloads are kept">
            {device.persisted === true && <p>The browser has promised not to delete your downloaded hunts.</p>}
            {device.persisted === false && (
              <>
                <p>When space runs low the browser may delete downloaded hunts. Press “Keep my downloads” to ask it not to.</p>
                <button type="button" className="btn btn-small" onClick={() => void keep()}>
                  Keep my downloads
                </button>
                {refused && <p>The browser said no. Installing the app (below) usually lets it keep your downloads.</p>}
              </>
            )}
            {device.persisted === null && <p>This browser cannot promise to keep downloads. Installing the app makes them safer.</p>}
          </CheckItem>
          <CheckItem ok={device.freeMb === null ? undefined : device.freeMb >= LOW_SPACE_MB} title="Storage space">
            {device.usedMb !== null && device.freeMb !== null ? (
              <p>
                {device.usedMb} MB used, {device.freeMb} MB free.
                {device.freeMb < LOW_SPACE_MB && " Free up some space on this phone (old photos or apps) so hunts and their pictures fit."}
              </p>
            ) : (
              <p>This browser does not say how much space is left.</p>
            )}
          </CheckItem>
          <CheckItem ok={device.installed} title="The app is installed">
            {device.installed ? (
              <p>Open it from your home screen, even with no signal.</p>
            ) : (
              <p>
                Install it so it opens from your home screen with no signal. On Android (Chrome): open the ⋮ menu and choose “Install app” or
                “Add to Home screen”. On iPhone (Safari): tap Share, then “Add to Home Screen”.
              </p>
            )}
          </CheckItem>
          <LocationCheck />
          <VoiceCheck />
          <CheckItem ok={waiting === 0} title="Everything is synced">
            {waiting === 0 ? (
              <p>Nothing is waiting to be sent.</p>
            ) : (
              <p>
                {waiting} {waiting === 1 ? "item is" : "items are"} waiting to sync. They send by themselves when you have signal; see{" "}
                <Link to="/sync">sync status</Link>.
              </p>
            )}
          </CheckItem>
        </ul>
      </section>

      <section className="stack" aria-labelledby="ready-hunts">
        <h2 id="ready-hunts">Hunts</h2>
        <ul className="check-list">
          <CheckItem ok={device.appSaved} title={ROPER_HUNT.title}>
            <p>Built into the app: it is ready whenever the app is saved for offline.</p>
          </CheckItem>
          {hunts.map((hunt) => (
            <ReadyHuntRow key={hunt.id} hunt={hunt} access={huntAccess(hunt.price, hunt.id, purchases, membership)} />
          ))}
        </ul>
        {hunts.length === 0 && <p className="muted">No other hunts on this device yet. Open the hunts list while you have signal to see them.</p>}
      </section>
      <p>
        <Link to="/scavengerhunts">← Back to the hunts</Link>
      </p>
    </div>
  );
}
