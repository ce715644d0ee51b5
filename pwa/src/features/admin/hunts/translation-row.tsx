/**
 * One text of a hunt in the "Español" tab: the English as the family reads it, beside the box for its
 * translation. The box is marked Spanish (spell-checking and speech follow it) and described by the
 * English, so a screen reader reads what is being translated.
 */
interface Props {
  id: string;
  label: string;
  english: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  /** Said under the box (a choice the translator may leave empty). */
  hint?: string;
}

export function TranslationRow({ id, label, english, value, onChange, multiline = false, hint }: Props) {
  const described = [`${id}-en`, hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  const box = { id, value, lang: "es", "aria-describedby": described, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  return (
    <div className="translation-row">
      <div className="translation-english">
        <span className="muted">{label}, English</span>
        <p id={`${id}-en`} lang="en">
          {english || "—"}
        </p>
      </div>
      <div className="form-field">
        <label htmlFor={id}>{label}, Español</label>
        {multiline ? <textarea rows={3} {...box} /> : <input type="text" {...box} />}
        {hint && (
          <p id={`${id}-hint`} className="form-field-hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
