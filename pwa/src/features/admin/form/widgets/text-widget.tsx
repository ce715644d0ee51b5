import type { TextField, WidgetProps } from "../field-types";
import { FieldFrame } from "../field-frame";
import { fieldAria } from "../../../../components/field-aria";

export function TextWidget({ field, id, value, onChange, error, hint, required }: WidgetProps<TextField, string>) {
  return (
    <FieldFrame id={id} label={field.label} required={required} hint={hint} error={error}>
      <input
        id={id}
        type={field.type ?? "text"}
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error, hint)}
      />
    </FieldFrame>
  );
}
