/**
 * Shown instead of a screen that could not be shown. Usually a screen's code chunk failed to load
 * because the device is offline and has never opened that screen; Retry reloads once there is signal.
 * Any other failure gets a plain apology rather than a blank page. Eager code, so it stays tiny.
 */
const CHUNK_FAILURE = /dynamically imported module|module script failed|Loading chunk|Unable to preload|Failed to fetch/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === "ChunkLoadError" || CHUNK_FAILURE.test(error.message));
}

export function RouteError({ error }: { error: unknown }) {
  const offline = isChunkLoadError(error);
  return (
    <div className="container center-screen">
      <div className="stack">
        <h1>{offline ? "Not available offline yet" : "Something went wrong"}</h1>
        <p>
          {offline
            ? "This page isn't available offline yet. Reconnect and open it once to keep it on this device."
            : "This page could not be shown. Please try again."}
        </p>
        <p className="row" style={{ justifyContent: "center" }}>
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            Retry
          </button>
          <a href="/" className="btn btn-secondary">
            Home
          </a>
        </p>
      </div>
    </div>
  );
}
