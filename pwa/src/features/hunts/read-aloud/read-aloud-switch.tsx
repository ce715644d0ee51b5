/** The hunt page's "Read aloud" switch: on, the hunt reads each turn, question, find and result by itself. */
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
interface Props {
  on: boolean;
  onChange: (on: boolean) => void;
}

export function ReadAloudSwitch({ on, onChange }: Props) {
  const t = useTexts(huntsTexts);
  return (
    <div className="read-aloud-switch">
      <label>
        <input type="checkbox" role="switch" checked={on} onChange={(event) => onChange(event.target.checked)} aria-describedby="read-aloud-note" /> {t.readAloud()}
      </label>
      <p id="read-aloud-note" className="muted small-text">
        {t.readAloudNote()}
      </p>
    </div>
  );
}
