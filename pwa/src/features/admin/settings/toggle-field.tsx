/** A labelled on/off setting (a checkbox exposed as a switch) with a line saying what it does. */
interface Props {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function ToggleField({ id, label, hint, checked, onChange }: Props) {
  return (
    <div className="settings-toggle">
      <input id={id} type="checkbox" role="switch" checked={checked} aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.checked)} />
      <div>
        <label htmlFor={id}>{label}</label>
        <p id={`${id}-hint`} className="muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
