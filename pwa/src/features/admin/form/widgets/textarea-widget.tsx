import type { TextareaField, WidgetProps } from "../field-types";
import { FieldFrame } from "../field-frame";
import { fieldAria } from "../../../../components/field-aria";

export function TextareaWidget({ field, id, value, onChange, error, hint, required }: WidgetProps<TextareaField, string>) {
  return (
    <FieldFrame id={id} label={field.label} required={required} hint={hint} error={error}>
      <textarea
        id={id}
        rows={field.rows ?? 3}
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error, hint)}
      />
    </FieldFrame>
  );
}
