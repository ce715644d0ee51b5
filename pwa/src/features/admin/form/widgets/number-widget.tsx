/** Holds the typed text; the form turns it into a number (and says so when it is not one). */
import type { NumberField } from "../field-types";
import { FieldFrame } from "../field-frame";
import { fieldAria, type WidgetProps } from "../widget-props";

export function NumberWidget({ field, id, value, onChange, error, hint, required }: WidgetProps<NumberField, string>) {
  const whole = field.step === undefined || Number.isInteger(field.step);
  return (
    <FieldFrame id={id} label={field.label} required={required} hint={hint} error={error}>
      <input
        id={id}
        type="number"
        inputMode={whole ? "numeric" : "decimal"}
        step={field.step ?? 1}
        min={field.min}
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error, hint)}
      />
    </FieldFrame>
  );
}
