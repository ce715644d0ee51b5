import type { CheckboxField, WidgetProps } from "../field-types";
import { FieldMessages } from "../../../../components/field-messages";
import { fieldAria } from "../../../../components/field-aria";

export function CheckboxWidget({ field, id, value, onChange, error, hint }: WidgetProps<CheckboxField, boolean>) {
  return (
    <div className="form-field schema-check">
      <input id={id} type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} {...fieldAria(id, error, hint)} />
      <label htmlFor={id}>{field.label}</label>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
