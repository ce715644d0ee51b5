import { Blob as NodeBlob } from "node:buffer";
import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { looksLikeImage, reencodePhoto, type PhotoCodec } from "./photo-encode";
import { NotAPhotoError } from "./not-a-photo-error";
import { bytesOf } from "../testing/photos/photo-bytes";
import { cameraJpeg, containsBytes, exifGpsSegment, exifLatitude, fakeCodec, jpegJsCodec, jpegSegments, SECRET_PLACE } from "../testing/photos/camera";

const blob = (bytes: Uint8Array | string, type = "") => new NodeBlob([bytes], { type }) as unknown as Blob;
const ascii = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe("a camera's JPEG, re-encoded on the device", () => {
  const camera = cameraJpeg(1800, 900);

  it("starts out carrying the GPS position (the test's own check works)", () => {
    expect(exifLatitude(camera)).toEqual({ ref: "N", dms: [...SECRET_PLACE.lat] });
    // And a re-encoder that hands the decoder's EXIF on to the encoder would keep it: what must not happen.
    const naive = jpeg.decode(camera, { useTArray: true }) as ReturnType<typeof jpeg.decode> & { exifBuffer?: Uint8Array };
    expect(naive.exifBuffer).toBeDefined();
    expect(exifLatitude(new Uint8Array(jpeg.encode(naive, 85).data))).not.toBeNull();
  });

  it("comes out as a new JPEG with no EXIF, no GPS position and no APP1 segment at all, scaled to 1600 px", async () => {
    const codec = jpegJsCodec();
    const result = await reencodePhoto(blob(camera, "image/jpeg"), codec);
    const out = await bytesOf(result.blob);
    expect(result.blob.type).toBe("image/jpeg");
    expect(result).toMatchObject({ width: 1600, height: 800 });
    expect(out.subarray(0, 3)).toEqual(Uint8Array.from([0xff, 0xd8, 0xff]));
    expect(exifLatitude(out)).toBeNull();
    expect(jpegSegments(out).map((s) => s.marker)).not.toContain(0xe1);
    expect(containsBytes(out, ascii("Exif"))).toBe(false);
    // Not one byte run of the GPS block survives (its rationals and its reference letters included).
    expect(containsBytes(out, exifGpsSegment().subarray(10, 60))).toBe(false);
    const decoded = jpeg.decode(out, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([1600, 800]);
    expect(codec.closed).toBe(1);
  });

  it("keeps a small photo its own size (only re-encoded)", async () => {
    const result = await reencodePhoto(blob(cameraJpeg(320, 240), "image/jpeg"), jpegJsCodec());
    expect(result).toMatchObject({ width: 320, height: 240 });
    expect(exifLatitude(await bytesOf(result.blob))).toBeNull();
  });

  it("returns what the encoder made, never the original file", async () => {
    const codec = fakeCodec();
    const result = await reencodePhoto(blob(camera, "image/jpeg"), codec);
    expect(await bytesOf(result.blob)).toEqual(codec.output);
    expect(codec.calls).toEqual([{ width: 1600, height: 1200 }]);
  });
});

describe("what is not a photo", () => {
  it("refuses a file whose bytes and type are not a picture, before decoding it", async () => {
    let decoded = false;
    const codec: PhotoCodec = { ...fakeCodec(), decode: async () => ((decoded = true), { width: 1, height: 1, close: () => undefined }) };
    await expect(reencodePhoto(blob("%PDF-1.7 not a picture", "application/pdf"), codec)).rejects.toBeInstanceOf(NotAPhotoError);
    await expect(reencodePhoto(blob("just words", ""), codec)).rejects.toBeInstanceOf(NotAPhotoError);
    expect(decoded).toBe(false);
  });

  it("refuses a file that claims to be an image but does not decode", async () => {
    const codec = jpegJsCodec();
    await expect(reencodePhoto(blob("not really a jpeg", "image/jpeg"), codec)).rejects.toBeInstanceOf(NotAPhotoError);
  });

  it("frees the decoded picture even when encoding fails", async () => {
    const codec = jpegJsCodec();
    const failing = { ...codec, encode: async () => Promise.reject(new Error("canvas lost")) };
    await expect(reencodePhoto(blob(cameraJpeg(20, 10), "image/jpeg"), failing)).rejects.toThrow("canvas lost");
    expect(codec.closed).toBe(1);
  });

  it("knows pictures by their first bytes, whatever their name or type says", () => {
    const head = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...ascii(p)] : p)));
    expect(looksLikeImage(head([0xff, 0xd8, 0xff, 0xe1]))).toBe(true);
    expect(looksLikeImage(head([0x89], "PNG", [0x0d, 0x0a]))).toBe(true);
    expect(looksLikeImage(head("GIF89a"))).toBe(true);
    expect(looksLikeImage(head("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe(true);
    expect(looksLikeImage(head([0, 0, 0, 24], "ftypheic"))).toBe(true);
    expect(looksLikeImage(head([0, 0, 0, 28], "ftypavif"))).toBe(true);
    expect(looksLikeImage(head([0, 0, 0, 24], "ftypisom"))).toBe(false); // an MP4 video
    expect(looksLikeImage(head("%PDF-1.7"))).toBe(false);
    expect(looksLikeImage(head("PK", [3, 4]))).toBe(false);
    expect(looksLikeImage(new Uint8Array())).toBe(false);
  });
});
