/**
 * Where the page's photo work ran, seen from the page: run `watchPhotoWork` in the page before a photo is
 * picked, and `photoWorkSeen` after it shows. The first wraps the page's own Worker constructor and the
 * calls that decode, draw and encode a picture on the main thread (createImageBitmap, drawImage,
 * convertToBlob, a canvas's toBlob), so the second can tell whether the photo went to the photo worker
 * or was drawn on the main thread. Both run inside the page, so they are written with no imports.
 */

/** In the page: starts recording. */
export function watchPhotoWork(): void {
  const page = window as unknown as Record<string, unknown> & { __photoWork?: string[] };
  const seen: string[] = (page.__photoWork = []);
  const OriginalWorker = window.Worker;
  if (typeof OriginalWorker === "function") {
    window.Worker = new Proxy(OriginalWorker, {
      construct(target, args: [string | URL, WorkerOptions?]) {
        seen.push(`worker ${new URL(String(args[0]), location.href).pathname}`);
        return Reflect.construct(target, args) as object;
      },
    });
  }
  const owners: [Record<string, unknown> | undefined, string][] = [
    [page, "createImageBitmap"],
    [(page.OffscreenCanvas as { prototype?: Record<string, unknown> } | undefined)?.prototype, "convertToBlob"],
    [(page.OffscreenCanvasRenderingContext2D as { prototype?: Record<string, unknown> } | undefined)?.prototype, "drawImage"],
    [HTMLCanvasElement.prototype as unknown as Record<string, unknown>, "toBlob"],
    [CanvasRenderingContext2D.prototype as unknown as Record<string, unknown>, "drawImage"],
  ];
  for (const [owner, name] of owners) {
    const original = owner?.[name];
    if (!owner || typeof original !== "function") continue;
    owner[name] = function (this: unknown, ...args: unknown[]) {
      seen.push(`main thread ${name}`);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}

/**
 * In the page: what was recorded since `watchPhotoWork`, in order: "worker <path>" for each worker
 * started, "main thread <call>" for each picture call on the main thread.
 */
export function photoWorkSeen(): string[] {
  return (window as unknown as { __photoWork?: string[] }).__photoWork ?? [];
}
