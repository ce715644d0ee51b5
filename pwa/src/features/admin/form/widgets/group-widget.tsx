/**
 * A repeatable group for an array of objects (hunt items, quiz questions): each row is its own fieldset
 * with the group's fields, moved up or down or removed by buttons that name the row; new rows start
 * from the row schema's defaults.
 */
import type { ComponentType } from "react";
import type { DraftValues, FieldSpec, GroupField, GroupRow, WidgetProps } from "../field-types";
import { FieldMessages } from "../../../../components/field-messages";
import { RequiredMark } from "../field-frame";
import { newGroupRow } from "../form-values";
import type { ObjectSchema } from "../schema-fields";
import { useFocusLater } from "../use-focus-later";

export interface FieldsProps {
  fields: readonly FieldSpec[];
  schema: ObjectSchema | undefined;
  values: DraftValues;
  prefix: string;
  /** Changes the values as a function of the current ones, so a change that lands later keeps the others. */
  onUpdate: (update: (values: DraftValues) => DraftValues) => void;
}

/** Visible text stays short; the accessible name says which row it acts on. */
function RowButton({ id, label, disabled, onClick, children }: { id: string; label: string; disabled?: boolean; onClick: () => void; children: string }) {
  return (
    <button id={id} type="button" className="btn btn-secondary btn-small" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

interface Props extends WidgetProps<GroupField, GroupRow[]> {
  rowSchema: ObjectSchema | undefined;
  Fields: ComponentType<FieldsProps>;
}

export function GroupWidget({ field, id, path, value: rows, onChange, error, hint, required, rowSchema, Fields }: Props) {
  const focusLater = useFocusLater();
  const noun = field.itemLabel.toLowerCase();

  const add = () => {
    const row = newGroupRow(field, rowSchema);
    onChange([...rows, row]);
    const first = field.fields[0];
    if (first) focusLater(`${id}-${rows.length}-${first.name}`);
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    focusLater(`${id}-add`);
  };
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const next = [...rows];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
    // Keep focus on the button that was pressed, unless the row reached the end it was moving to.
    const atEnd = target === 0 || target === rows.length - 1;
    const direction = by < 0 ? (atEnd ? "down" : "up") : atEnd ? "up" : "down";
    focusLater(`${id}-${rows[index]!.key}-${direction}`);
  };
  // By key against the current rows: a row's change (a location fix) may land after rows moved or went.
  const update = (key: number, change: (values: DraftValues) => DraftValues) =>
    onChange((current) => current.map((row) => (row.key === key ? { ...row, values: change(row.values) } : row)));

  return (
    <fieldset className="form-field schema-group">
      <legend>
        {field.label}
        <RequiredMark required={required} />
      </legend>
      <FieldMessages id={id} hint={hint} error={error} />
      {rows.map((row, index) => (
        <fieldset key={row.key} className="schema-group-row">
          <legend>
            {field.itemLabel} {index + 1}
          </legend>
          <Fields fields={field.fields} schema={rowSchema} values={row.values} prefix={`${path}.${index}.`} onUpdate={(change) => update(row.key, change)} />
          <div className="row">
            <RowButton id={`${id}-${row.key}-up`} label={`Move up ${noun} ${index + 1}`} disabled={index === 0} onClick={() => move(index, -1)}>
              Move up
            </RowButton>
            <RowButton
              id={`${id}-${row.key}-down`}
              label={`Move down ${noun} ${index + 1}`}
              disabled={index === rows.length - 1}
              onClick={() => move(index, 1)}
            >
              Move down
            </RowButton>
            <RowButton id={`${id}-${row.key}-remove`} label={`Remove ${noun} ${index + 1}`} onClick={() => remove(index)}>
              Remove
            </RowButton>
          </div>
        </fieldset>
      ))}
      <button
        id={`${id}-add`}
        type="button"
        className="btn btn-secondary btn-small"
        onClick={add}
        aria-describedby={error ? `${id}-error` : undefined}
        data-invalid={error ? true : undefined}
      >
        Add {noun}
      </button>
    </fieldset>
  );
}
