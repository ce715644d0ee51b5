// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { canEncodeOffscreen, photoEncodePath } from "./photo-encode-path";

/** An OffscreenCanvas as an engine ships it: `context` is what getContext("2d") gives (or throws). */
function offscreenCanvas({ context = {} as object | null | Error, convertToBlob = true } = {}) {
  class Canvas {
    getContext() {
      if (context instanceof Error) throw context;
      return context;
    }
  }
  if (convertToBlob) Object.assign(Canvas.prototype, { convertToBlob: async () => new Blob() });
  return Canvas;
}

const engine = (overrides: Record<string, unknown> = {}) => ({
  Worker: class {},
  createImageBitmap: async () => ({}),
  OffscreenCanvas: offscreenCanvas(),
  ...overrides,
});

describe("where a photo is encoded", () => {
  it("goes to a worker where the engine can decode, draw and encode with no document", () => {
    expect(photoEncodePath(engine())).toBe("worker");
  });

  it("stays on the main thread where the engine has no workers", () => {
    expect(photoEncodePath(engine({ Worker: undefined }))).toBe("main-thread");
  });

  it("stays on the main thread without createImageBitmap or OffscreenCanvas (the <img> and <canvas> fallback)", () => {
    expect(photoEncodePath(engine({ createImageBitmap: undefined }))).toBe("main-thread");
    expect(photoEncodePath(engine({ OffscreenCanvas: undefined }))).toBe("main-thread");
  });

  it("stays on the main thread where an OffscreenCanvas cannot encode a file or draw in 2D", () => {
    expect(photoEncodePath(engine({ OffscreenCanvas: offscreenCanvas({ convertToBlob: false }) }))).toBe("main-thread");
    expect(photoEncodePath(engine({ OffscreenCanvas: offscreenCanvas({ context: null }) }))).toBe("main-thread");
    expect(photoEncodePath(engine({ OffscreenCanvas: offscreenCanvas({ context: new Error("not supported") }) }))).toBe("main-thread");
  });

  it("answers the worker's own question (can it draw here?) without asking for Worker", () => {
    expect(canEncodeOffscreen(engine({ Worker: undefined }))).toBe(true);
    expect(canEncodeOffscreen(engine({ OffscreenCanvas: offscreenCanvas({ context: null }) }))).toBe(false);
  });

  it("keeps a page with neither, like jsdom's window, on the main thread", () => {
    expect(photoEncodePath(window)).toBe("main-thread");
  });
});
