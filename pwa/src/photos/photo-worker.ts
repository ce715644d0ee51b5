/**
 * The photo worker: decodes, scales and re-encodes each camera file it is sent (photo-job.ts) with the
 * browser's own codec, here on a thread of its own, so the hunt's screen keeps answering taps while a
 * 12 MP picture is drawn. Started by photo-encoder.ts when a photo is taken; built by Vite as a file of
 * its own, which the service worker precaches with the app.
 */
import { browserCodec } from "./photo-encode";
import { canEncodeOffscreen } from "./photo-encode-path";
import { runPhotoJob, type PhotoJob, type PhotoJobAnswer } from "./photo-job";

interface WorkerScope {
  onmessage: ((event: MessageEvent<PhotoJob>) => void) | null;
  postMessage(answer: PhotoJobAnswer): void;
}

const scope = self as unknown as WorkerScope;
const canEncode = canEncodeOffscreen(self);

scope.onmessage = ({ data }) => void runPhotoJob(data, browserCodec, canEncode).then((answer) => scope.postMessage(answer));
