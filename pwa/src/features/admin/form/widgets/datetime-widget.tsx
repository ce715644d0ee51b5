/** A local date and time; with `minNow` the picker starts at the present minute. */
import type { DatetimeField, WidgetProps } from "../field-types";
import { FieldFrame } from "../field-frame";
import { toLocalInput } from "../form-values";
import { fieldAria } from "../../../../components/field-aria";

export function DatetimeWidget({ field, id, value, onChange, error, hint, required }: WidgetProps<DatetimeField, string>) {
  return (
    <FieldFrame id={id} label={field.label} required={required} hint={hint} error={error}>
      <input
        id={id}
        type="datetime-local"
        min={field.minNow ? toLocalInput(Date.now()) : undefined}
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error, hint)}
      />
    </FieldFrame>
  );
}
