/**
 * "Scan a team's results" (the camera) and "Scan from a photo" (a picture the camera app takes, or one
 * already taken), and what the last scan did. The reading code loads with the first scan, not the page.
 */
import { lazy, Suspense, useState, type ChangeEvent } from "react";
import { useTexts } from "../../../lib/i18n/texts";
import { useAuth } from "../../../stores/auth";
import { groupsTexts, type GroupsMessages } from "./groups-texts";
import { takeScan, type ScanOutcome } from "./take-scan";

const CameraScanner = lazy(() => import("./scan/camera-scanner").then((m) => ({ default: m.CameraScanner })));

/** The picture could not be read at all: the reader itself did not start (not that it found no code). */
type ReadFailure = { kind: "reader-failed" };

function outcomeText(outcome: ScanOutcome | ReadFailure, t: GroupsMessages): string {
  if (outcome.kind === "reader-failed") return t.readerFailed();
  if (outcome.kind === "no-code") return t.noCodeFound();
  if (outcome.kind === "not-ours") return t.notFromGroup();
  return outcome.kind === "added" ? t.resultAdded({ team: outcome.team }) : t.resultAgain({ team: outcome.team });
}

export function ScanControls({ code, groupKey }: { code: string; groupKey: string }) {
  const t = useTexts(groupsTexts);
  const [camera, setCamera] = useState(false);
  const [outcome, setOutcome] = useState<ScanOutcome | ReadFailure | "reading" | null>(null);

  const take = async (texts: string[]) => setOutcome(await takeScan({ code, key: groupKey }, texts, useAuth.getState().token));
  const onCameraRead = (texts: string[]) => {
    setCamera(false);
    void take(texts);
  };
  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.currentTarget.files?.[0];
    // Cleared, so the same picture chosen again is read again.
    event.currentTarget.value = "";
    if (!photo) return;
    setOutcome("reading");
    const texts = await import("./scan/read-qr").then((m) => m.readQrInPhoto(photo)).catch(() => null);
    if (texts) await take(texts);
    else setOutcome({ kind: "reader-failed" });
  };

  const bad = outcome !== null && outcome !== "reading" && outcome.kind !== "added" && outcome.kind !== "again";
  return (
    <div className="stack scan-controls">
      <div className="row">
        <button type="button" className="btn" onClick={() => setCamera(true)} disabled={camera}>
          {t.scanTeam()}
        </button>
        <label className="btn btn-secondary file-button">
          {t.scanPhoto()}
          <input type="file" accept="image/*" capture="environment" className="visually-hidden" onChange={(event) => void onPhoto(event)} />
        </label>
      </div>
      {camera && (
        <Suspense fallback={<div className="spinner" />}>
          <CameraScanner onRead={onCameraRead} onClose={() => setCamera(false)} />
        </Suspense>
      )}
      <p role="status" className={bad ? "scan-outcome alert alert-warn" : "scan-outcome"}>
        {outcome === "reading" ? t.readingPicture() : outcome && outcomeText(outcome, t)}
      </p>
    </div>
  );
}
