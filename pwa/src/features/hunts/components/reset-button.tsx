// @chunk hunt
/** Starts the hunt over, after the family confirms: found items, answers and the result are all cleared. */
import { useTexts } from "../../../lib/i18n/texts";
import { playTexts } from "../play-texts";

export function ResetButton({ onReset }: { onReset: () => void }) {
  const t = useTexts(playTexts);
  const reset = () => {
    if (window.confirm(t.resetConfirm())) onReset();
  };
  return (
    <button type="button" className="btn btn-secondary" onClick={reset}>
      {t.resetHunt()}
    </button>
  );
}
