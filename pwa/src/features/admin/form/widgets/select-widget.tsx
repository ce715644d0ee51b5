/** A fixed choice; a stored value outside the list (an older category) stays selectable rather than lost. */
import type { SelectField, WidgetProps } from "../field-types";
import { FieldFrame } from "../field-frame";
import { fieldAria } from "../../../../components/field-aria";

export function SelectWidget({ field, id, value, onChange, error, hint, required, scope }: WidgetProps<SelectField, string>) {
  const listed = typeof field.options === "function" ? field.options(scope) : field.options;
  const options = value === "" || listed.includes(value) ? listed : [value, ...listed];
  return (
    <FieldFrame id={id} label={field.label} required={required} hint={hint} error={error}>
      <select id={id} value={value} required={required} onChange={(e) => onChange(e.target.value)} {...fieldAria(id, error, hint)}>
        {value === "" && <option value="">Choose…</option>}
        {[...new Set(options)].map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
