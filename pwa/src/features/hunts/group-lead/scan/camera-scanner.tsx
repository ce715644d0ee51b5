/**
 * The camera, reading QR codes as it films: the rear camera where the phone has one, a frame read every
 * FRAME_GAP_MS (a read takes tens of milliseconds on a slow phone, and the leader holds still for a
 * moment anyway). The first code read is handed on; the camera stops when the scanner closes.
 */
import { useEffect, useRef, useState } from "react";
import { useTexts } from "../../../../lib/i18n/texts";
import { groupsTexts } from "../groups-texts";
import { qrReader } from "./read-qr";

const FRAME_GAP_MS = 250;
/** The video has a frame to read (HTMLMediaElement.HAVE_CURRENT_DATA). */
const HAVE_CURRENT_DATA = 2;

export function CameraScanner({ onRead, onClose }: { onRead: (texts: string[]) => void; onClose: () => void }) {
  const t = useTexts(groupsTexts);
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const handOn = useRef(onRead);
  handOn.current = onRead;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopCamera = () => stream?.getTracks().forEach((track) => track.stop());
    const start = async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
      const element = video.current;
      // Closed while the phone asked for the camera: let it go at once.
      if (stopped || !element) return stopCamera();
      element.srcObject = stream;
      await element.play();
      const read = await qrReader();
      const look = async () => {
        if (stopped) return;
        const ready = element.readyState >= HAVE_CURRENT_DATA && element.videoWidth > 0;
        const texts = ready ? await read(element, element.videoWidth, element.videoHeight).catch(() => []) : [];
        if (stopped) return;
        if (texts.length > 0) handOn.current(texts);
        else timer = setTimeout(() => void look(), FRAME_GAP_MS);
      };
      await look();
    };
    start().catch(() => !stopped && setFailed(true));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera();
    };
  }, []);

  return (
    <div className="camera-scanner stack">
      {failed ? <p className="alert alert-warn">{t.cameraUnavailable()}</p> : <p>{t.pointCamera()}</p>}
      <video ref={video} className="camera-view" muted playsInline aria-label={t.camera()} hidden={failed} />
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        {t.stopScanning()}
      </button>
    </div>
  );
}
