import { Blob as NodeBlob } from "node:buffer";
import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { bytesOf } from "../testing/photos/photo-bytes";
import { cameraJpeg, exifLatitude, jpegJsCodec } from "../testing/photos/camera";
import { runPhotoJob } from "./photo-job";

const blob = (bytes: Uint8Array | string, type = "") => new NodeBlob([bytes], { type }) as unknown as Blob;

describe("the photo worker's answer to a job", () => {
  it("is the re-encoded photo under the job's number: a new JPEG at 1600 px with no EXIF", async () => {
    const answer = await runPhotoJob({ id: 7, file: blob(cameraJpeg(2000, 1000), "image/jpeg") }, jpegJsCodec(), true);
    expect(answer).toMatchObject({ id: 7, ok: true, width: 1600, height: 800 });
    if (!answer.ok) throw new Error(answer.message);
    const bytes = await bytesOf(answer.blob);
    expect(answer.blob.type).toBe("image/jpeg");
    expect(exifLatitude(bytes)).toBeNull();
    expect(jpeg.decode(bytes).width).toBe(1600);
  });

  it("says notAPhoto for a file that is not a picture", async () => {
    expect(await runPhotoJob({ id: 1, file: blob("Dear diary", "text/plain") }, jpegJsCodec(), true)).toMatchObject({ id: 1, ok: false, problem: "notAPhoto" });
    expect(await runPhotoJob({ id: 2, file: blob("not really a jpeg", "image/jpeg") }, jpegJsCodec(), true)).toMatchObject({ id: 2, ok: false, problem: "notAPhoto" });
  });

  it("says failed, with the reason, when the picture decodes but cannot be encoded", async () => {
    const codec = { ...jpegJsCodec(), encode: async () => Promise.reject(new Error("canvas lost")) };
    expect(await runPhotoJob({ id: 3, file: blob(cameraJpeg(20, 10), "image/jpeg") }, codec, true)).toMatchObject({
      id: 3,
      ok: false,
      problem: "failed",
      message: expect.stringContaining("canvas lost"),
    });
  });

  it("says unsupported, touching nothing, where the worker cannot draw", async () => {
    let decoded = false;
    const codec = { ...jpegJsCodec(), decode: async () => ((decoded = true), Promise.reject(new Error("unreachable"))) };
    expect(await runPhotoJob({ id: 4, file: blob(cameraJpeg(20, 10), "image/jpeg") }, codec, false)).toMatchObject({ id: 4, ok: false, problem: "unsupported" });
    expect(decoded).toBe(false);
  });
});
