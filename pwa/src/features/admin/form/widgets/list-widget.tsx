/** A list of short texts: one input per entry, each removable, and a button to add one. */
import type { ListField, WidgetProps } from "../field-types";
import { FieldMessages } from "../../../../components/field-messages";
import { RequiredMark } from "../field-frame";
import { useFocusLater } from "../use-focus-later";
import { fieldAria } from "../../../../components/field-aria";

export function ListWidget({ field, id, value, onChange, error, hint, required }: WidgetProps<ListField, string[]>) {
  const focusLater = useFocusLater();
  const aria = fieldAria(id, error, hint);
  const noun = field.itemLabel.toLowerCase();

  const add = () => {
    onChange([...value, ""]);
    focusLater(`${id}-${value.length}`);
  };
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    focusLater(`${id}-add`);
  };

  return (
    <fieldset className="form-field schema-list">
      <legend>
        {field.label}
        <RequiredMark required={required} />
      </legend>
      <FieldMessages id={id} hint={hint} error={error} />
      {value.length > 0 && (
        <ol className="schema-list-entries">
          {value.map((entry, index) => (
            <li key={index} className="schema-list-entry">
              <label htmlFor={`${id}-${index}`} className="visually-hidden">
                {field.itemLabel} {index + 1}
              </label>
              <input
                id={`${id}-${index}`}
                type="text"
                value={entry}
                onChange={(e) => onChange(value.map((v, i) => (i === index ? e.target.value : v)))}
                {...aria}
                aria-invalid={error && index === 0 ? true : undefined}
              />
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Remove ${noun} ${index + 1}`}
                onClick={() => remove(index)}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      <button
        id={`${id}-add`}
        type="button"
        className="btn btn-secondary btn-small"
        onClick={add}
        aria-describedby={aria["aria-describedby"]}
        data-invalid={error && value.length === 0 ? true : undefined}
      >
        Add {noun}
      </button>
    </fieldset>
  );
}
