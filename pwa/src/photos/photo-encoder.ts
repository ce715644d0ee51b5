/**
 * Re-encoding the family's photo away from the hunt's screen. Where the engine can draw in a worker
 * (photo-encode-path.ts) each photo goes to the photo worker, started with the first photo and let go
 * after PHOTO_WORKER_IDLE_MS with nothing to do; elsewhere, or once the worker could not start or says it
 * cannot draw, the main thread does the same work with the same codec, so the photo kept is the same
 * either way. A file that is not a picture is refused the same way on both paths.
 */
import { NotAPhotoError } from "./not-a-photo-error";
import { reencodePhoto, type EncodedPhoto, type PhotoCodec } from "./photo-encode";
import { photoEncodePath, type EncodeScope, type PhotoEncodePath } from "./photo-encode-path";
import type { PhotoJob, PhotoJobAnswer } from "./photo-job";

/** How long a worker with nothing to do is kept for the family's next photo before its thread is let go. */
export const PHOTO_WORKER_IDLE_MS = 30_000;

/** What the encoder uses of a Worker (a test hands in a stand-in). */
export interface PhotoWorkerPort {
  postMessage(job: PhotoJob): void;
  addEventListener(type: "message", listener: (event: MessageEvent<PhotoJobAnswer>) => void): void;
  addEventListener(type: "error" | "messageerror", listener: (event: Event) => void): void;
  terminate(): void;
}

export interface PhotoEncoderOptions {
  /** The page's globals, which decide the path. */
  scope: EncodeScope;
  startWorker(): PhotoWorkerPort;
  /** The codec the main thread uses when the worker cannot. */
  mainThreadCodec: PhotoCodec;
  idleMs?: number;
}

export interface PhotoEncoder {
  /** Where the next photo will be encoded. */
  path(): PhotoEncodePath;
  encode(file: Blob): Promise<EncodedPhoto>;
}

/** The worker could not take the job: the main thread does it instead. */
class NoWorker extends Error {}

export function createPhotoEncoder({ scope, startWorker, mainThreadCodec, idleMs = PHOTO_WORKER_IDLE_MS }: PhotoEncoderOptions): PhotoEncoder {
  let unusable = false;
  let worker: PhotoWorkerPort | null = null;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let lastId = 0;
  const waiting = new Map<number, { resolve(answer: PhotoJobAnswer): void; reject(error: unknown): void }>();

  const letGo = () => {
    clearTimeout(idle);
    worker?.terminate();
    worker = null;
  };
  // The worker failed to load, or cannot draw: every photo from now on, and those it held, go to the main thread.
  const giveUp = () => {
    unusable = true;
    letGo();
    for (const job of waiting.values()) job.reject(new NoWorker());
    waiting.clear();
  };

  const answered = ({ data }: MessageEvent<PhotoJobAnswer>) => {
    const job = waiting.get(data.id);
    if (!job) return;
    waiting.delete(data.id);
    if (waiting.size === 0) idle = setTimeout(letGo, idleMs);
    job.resolve(data);
  };

  const port = (): PhotoWorkerPort => {
    if (worker) return worker;
    const started = startWorker();
    started.addEventListener("message", answered);
    started.addEventListener("error", giveUp);
    started.addEventListener("messageerror", giveUp);
    return (worker = started);
  };

  const inWorker = async (file: Blob): Promise<EncodedPhoto> => {
    clearTimeout(idle);
    const id = ++lastId;
    const answer = await new Promise<PhotoJobAnswer>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      try {
        port().postMessage({ id, file });
      } catch {
        giveUp();
      }
    });
    if (answer.ok) return { blob: answer.blob, width: answer.width, height: answer.height };
    if (answer.problem === "notAPhoto") throw new NotAPhotoError(answer.message);
    if (answer.problem === "failed") throw new Error(answer.message);
    giveUp();
    throw new NoWorker();
  };

  const path = (): PhotoEncodePath => (unusable ? "main-thread" : photoEncodePath(scope));

  return {
    path,
    async encode(file) {
      if (path() === "worker") {
        try {
          return await inWorker(file);
        } catch (error) {
          if (!(error instanceof NoWorker)) throw error;
        }
      }
      return reencodePhoto(file, mainThreadCodec);
    },
  };
}
