/**
 * The reader the leader's phone falls back on, with the real zxing-wasm: a team's signed result drawn as
 * the team's phone draws it (qrPath), on a larger picture, reads back as the same text; a picture with no
 * code reads as nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { qrPicture, readerInNode, SIGNED_RESULT } from "../../../../testing/hunts/qr-picture";
import { readQrCodes } from "./zxing-reader";

beforeAll(readerInNode);

describe("reading a team's QR code with zxing-wasm", () => {
  it("reads the signed result back as the same text", async () => {
    expect(await readQrCodes(qrPicture(SIGNED_RESULT))).toEqual([SIGNED_RESULT]);
  });

  it("reads a join link placed anywhere in the picture", async () => {
    const link = "https://parkhunts.example/join/K7M2QX";
    expect(await readQrCodes(qrPicture(link, { left: 300, top: 200, scale: 3 }))).toEqual([link]);
  });

  it("finds nothing in a picture with no code", async () => {
    expect(await readQrCodes(qrPicture(null))).toEqual([]);
  });
});
