/** The "Ready for no signal" line for location: allowed, or what to do so check-ins work in the park. */
import { CheckItem } from "../components/check-item";
import { useLocationCheck } from "./use-location-check";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";

export function LocationCheck() {
  const { state, asking, allow } = useLocationCheck();
  const t = useTexts(huntsTexts);
  return (
    <CheckItem ok={state === undefined ? undefined : state === "granted"} title={state === "granted" ? t.locationAllowed() : t.location()}>
      {state === "granted" && <p>{t.locationOkText()}</p>}
      {(state === "prompt" || state === "unknown") && (
        <>
          <p>{t.locationPromptText()}</p>
          <button type="button" className="btn btn-small" onClick={allow} disabled={asking}>
            {t.allowLocation()}
          </button>
        </>
      )}
      {state === "denied" && (
        <p>{t.locationBlockedText()}</p>
      )}
      {state === "unsupported" && <p>{t.locationUnsupportedText()}</p>}
    </CheckItem>
  );
}
