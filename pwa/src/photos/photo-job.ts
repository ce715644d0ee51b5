/**
 * What the page and the photo worker say to each other: the page sends the camera's file with a job
 * number, the worker answers that number with the re-encoded photo or why there is none. "unsupported"
 * means this worker cannot draw or encode at all (the page then does the work itself); "notAPhoto" and
 * "failed" are the family's answer, as they would be on the main thread.
 */
import { NotAPhotoError } from "./not-a-photo-error";
import { reencodePhoto, type DecodedPhoto, type EncodedPhoto, type PhotoCodec } from "./photo-encode";

export interface PhotoJob {
  id: number;
  file: Blob;
}

export type PhotoJobProblem = "notAPhoto" | "unsupported" | "failed";

export type PhotoJobAnswer = ({ ok: true } & EncodedPhoto & { id: number }) | { id: number; ok: false; problem: PhotoJobProblem; message: string };

export async function runPhotoJob<D extends DecodedPhoto>({ id, file }: PhotoJob, codec: PhotoCodec<D>, canEncode: boolean): Promise<PhotoJobAnswer> {
  if (!canEncode) return { id, ok: false, problem: "unsupported", message: "This worker cannot draw a photo" };
  try {
    return { id, ok: true, ...(await reencodePhoto(file, codec)) };
  } catch (error) {
    return { id, ok: false, problem: error instanceof NotAPhotoError ? "notAPhoto" : "failed", message: String(error) };
  }
}
