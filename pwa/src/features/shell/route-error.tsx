/**
 * Shown instead of a screen that could not be shown. Usually a screen's code chunk failed to load
 * because the device is offline and has never opened that screen; Retry reloads once there is signal.
 * Any other failure gets a plain apology rather than a blank page. Eager code, so it stays tiny.
 */
import { pathInLang } from "#shared/rules/lang-path";
import { useLang } from "../../lib/i18n/use-lang";
import { useTexts } from "../../lib/i18n/texts";
import { shellTexts } from "./shell-texts";

const CHUNK_FAILURE = /dynamically imported module|module script failed|Loading chunk|Unable to preload|Failed to fetch/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === "ChunkLoadError" || CHUNK_FAILURE.test(error.message));
}

export function RouteError({ error }: { error: unknown }) {
  const offline = isChunkLoadError(error);
  const t = useTexts(shellTexts);
  const lang = useLang();
  return (
    <div className="container center-screen">
      <div className="stack">
        <h1>{offline ? t.notOfflineTitle() : t.errorTitle()}</h1>
        <p>{offline ? t.notOfflineText() : t.errorText()}</p>
        <p className="row" style={{ justifyContent: "center" }}>
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            {t.retry()}
          </button>
          <a href={pathInLang("/", lang)} className="btn btn-secondary">
            {t.navHome()}
          </a>
        </p>
      </div>
    </div>
  );
}
