/** The hunt page's "Read aloud" switch: on, the hunt reads each turn, question, find and result by itself. */
interface Props {
  on: boolean;
  onChange: (on: boolean) => void;
}

export function ReadAloudSwitch({ on, onChange }: Props) {
  return (
    <div className="read-aloud-switch">
      <label>
        <input type="checkbox" role="switch" checked={on} onChange={(event) => onChange(event.target.checked)} aria-describedby="read-aloud-note" /> Read aloud
      </label>
      <p id="read-aloud-note" className="muted small-text">
        Reads each turn, question and result out loud, with no signal. Every item and question also has a Listen button.
      </p>
    </div>
  );
}
