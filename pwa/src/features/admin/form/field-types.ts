/**
 * The per-form description a SchemaForm renders: which schema fields appear, in what order, with which
 * label and widget. Validation and defaults stay in the zod schema; this only says how to ask.
 */

/** The form's working state: what each widget holds while the admin types (not yet the schema's values). */
export type DraftValues = Record<string, unknown>;

/** One entry of a repeatable group; the key keeps React's identity stable while rows move. */
export interface GroupRow {
  key: number;
  values: DraftValues;
}

interface FieldBase {
  /** The schema key (or, inside a group, the key of the row object). */
  name: string;
  label: string;
  /** Required even though the schema has a default (the spec marks e.g. the book price required). */
  required?: boolean;
  hint?: string | ((values: DraftValues) => string | undefined);
  /** Hidden fields are sent as the schema's default. */
  visible?: (values: DraftValues) => boolean;
}

export interface TextField extends FieldBase {
  widget: "text";
  type?: "text" | "url";
}
export interface TextareaField extends FieldBase {
  widget: "textarea";
  rows?: number;
}
export interface NumberField extends FieldBase {
  widget: "number";
  step?: number;
  min?: number;
}
export interface CheckboxField extends FieldBase {
  widget: "checkbox";
}
export interface SelectField extends FieldBase {
  widget: "select";
  /** A function sees the values beside the field (its group row, or the whole form). */
  options: readonly string[] | ((values: DraftValues) => readonly string[]);
}
/** Comma-separated text that becomes a list of tags. */
export interface TagsField extends FieldBase {
  widget: "tags";
}
/** A list of short texts, one input each (book features, quiz options). */
export interface ListField extends FieldBase {
  widget: "list";
  itemLabel: string;
}
export interface ImageField extends FieldBase {
  widget: "image";
}
export interface DatetimeField extends FieldBase {
  widget: "datetime";
  /** The earliest allowed time is the moment the form is used. */
  minNow?: boolean;
}
/** A repeatable group for an array of objects: add, remove, move up and down. */
export interface GroupField extends FieldBase {
  widget: "group";
  itemLabel: string;
  fields: readonly FieldSpec[];
}

export type FieldSpec =
  | TextField
  | TextareaField
  | NumberField
  | CheckboxField
  | SelectField
  | TagsField
  | ListField
  | ImageField
  | DatetimeField
  | GroupField;

export const isVisible = (field: FieldSpec, values: DraftValues) => field.visible?.(values) ?? true;
