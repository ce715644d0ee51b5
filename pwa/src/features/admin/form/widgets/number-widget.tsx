/**
 * Holds the typed text; the form turns it into a number (and says so when it is not one). A field that
 * `fills` several fields takes text such as "44.46, -110.83" pasted into it and sets them all: a number
 * input refuses a comma or a space as it is typed (its value is then ""), so the pair is read from the
 * clipboard before the input sees it.
 */
import type { ClipboardEvent } from "react";
import type { NumberField, WidgetProps } from "../field-types";
import { FieldFrame } from "../field-frame";
import { fieldAria } from "../../../../components/field-aria";

function keyboardOf(field: NumberField): "numeric" | "decimal" | undefined {
  // A phone's decimal pad has no minus sign; a signed field keeps the number input's own keyboard.
  if (field.signed) return undefined;
  return field.step === undefined || (typeof field.step === "number" && Number.isInteger(field.step)) ? "numeric" : "decimal";
}

export function NumberWidget({ field, id, value, onChange, error, hint, required, setScope }: WidgetProps<NumberField, string>) {
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const filled = field.fills?.(event.clipboardData.getData("text"));
    if (!filled) return;
    event.preventDefault();
    setScope(filled);
  };
  return (
    <FieldFrame id={id} label={field.label} required={required} hint={hint} error={error}>
      <input
        id={id}
        type="number"
        inputMode={keyboardOf(field)}
        step={field.step ?? 1}
        min={field.min}
        max={field.max}
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        onPaste={field.fills ? paste : undefined}
        {...fieldAria(id, error, hint)}
      />
    </FieldFrame>
  );
}
