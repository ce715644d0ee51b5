/**
 * Where a photo is decoded, scaled and encoded. A 12 MP picture takes the phone's CPU for hundreds of
 * milliseconds, so it goes to a worker wherever the engine can draw and encode there (createImageBitmap
 * and an OffscreenCanvas with a 2D context and convertToBlob); elsewhere it stays on the main thread,
 * where the browser codec falls back to an <img> and a <canvas>.
 */
export type PhotoEncodePath = "worker" | "main-thread";

/** The globals the choice looks at: the window's on the page, the worker's own inside it. */
export interface EncodeScope {
  Worker?: unknown;
  OffscreenCanvas?: unknown;
  createImageBitmap?: unknown;
}

/** Whether this scope can decode a file and draw and encode it with no document. */
export function canEncodeOffscreen(scope: EncodeScope): boolean {
  if (typeof scope.createImageBitmap !== "function" || typeof scope.OffscreenCanvas !== "function") return false;
  const Canvas = scope.OffscreenCanvas as typeof OffscreenCanvas;
  if (typeof Canvas.prototype.convertToBlob !== "function") return false;
  try {
    return new Canvas(1, 1).getContext("2d") !== null;
  } catch {
    return false;
  }
}

export function photoEncodePath(scope: EncodeScope): PhotoEncodePath {
  return typeof scope.Worker === "function" && canEncodeOffscreen(scope) ? "worker" : "main-thread";
}
