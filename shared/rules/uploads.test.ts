import { describe, expect, it } from "vitest";
import { FILE_TOO_LARGE, imageFileProblem, INVALID_FILE_TYPE, UPLOAD_MAX_BYTES } from "./uploads";

describe("imageFileProblem", () => {
  it("accepts the five image kinds up to exactly 10 MB", () => {
    for (const name of ["a.jpeg", "a.JPG", "a.png", "a.gif", "a.webp"]) {
      expect(imageFileProblem({ name, type: "", size: UPLOAD_MAX_BYTES })).toBeNull();
    }
    expect(imageFileProblem({ name: "photo", type: "image/png", size: 10 })).toBeNull();
  });

  it("refuses other types and anything over 10485760 bytes with the server's refusals", () => {
    expect(imageFileProblem({ name: "map.svg", type: "image/svg+xml", size: 10 })).toBe(INVALID_FILE_TYPE);
    expect(imageFileProblem({ name: "notes.pdf", type: "application/pdf", size: 10 })).toEqual({ key: "invalidFileType" });
    expect(imageFileProblem({ name: "big.png", type: "image/png", size: 10_485_761 })).toEqual({ key: "fileTooLarge" });
    expect(FILE_TOO_LARGE).toEqual({ key: "fileTooLarge" });
  });
});
