/**
 * The per-form description a SchemaForm renders: which schema fields appear, in what order, with which
 * label and widget. Validation and defaults stay in the zod schema; this only says how to ask.
 */
import type { ComponentType } from "react";

/** The form's working state: what each widget holds while the admin types (not yet the schema's values). */
export type DraftValues = Record<string, unknown>;

/** One entry of a repeatable group; the key keeps React's identity stable while rows move. */
export interface GroupRow {
  key: number;
  values: DraftValues;
  /** The stored row it was opened with: what the row's fields leave out is sent back as it was. */
  source?: Readonly<Record<string, unknown>>;
}

interface FieldBase {
  /** The schema key (or, inside a group, the key of the row object). */
  name: string;
  label: string;
  /** Required in the form even though the schema has a default (e.g. the book price). */
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
  /** "any" takes any decimal (a latitude); the default is whole numbers. */
  step?: number | "any";
  min?: number;
  max?: number;
  /** Values below zero are usual (a longitude): phones get a keyboard with a minus sign. */
  signed?: boolean;
  /**
   * Text pasted that stands for several fields beside this one (a "lat, lng" pair): the drafts to set,
   * or null to paste the text as usual.
   */
  fills?: (text: string) => DraftValues | null;
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
/**
 * Not a value of its own: a control that acts on the values beside it (fill a place from the
 * device's location). The component gets `scope` and `setScope` to read and change them.
 */
export interface ActionField extends FieldBase {
  widget: "action";
  render: ComponentType<WidgetProps<ActionField, undefined>>;
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
  | ActionField
  | GroupField;

export const isVisible = (field: FieldSpec, values: DraftValues) => field.visible?.(values) ?? true;

/** What every widget gets from the form: its field, ids, value, message and the values beside it. */
export interface WidgetProps<F extends FieldSpec = FieldSpec, D = unknown> {
  field: F;
  id: string;
  /** The field's path in the form ("title", "items.0.name"), for the ids of nested parts. */
  path: string;
  value: D;
  /** The new value, or (like React's setState) a function of the current one, for a change that lands later. */
  onChange: (next: D | ((current: D) => D)) => void;
  error?: string;
  hint?: string;
  required: boolean;
  /** The values of the form, or of the group row the field belongs to. */
  scope: DraftValues;
  /**
   * Sets several of those values at once (applied to the current ones, so it is safe from a callback),
   * or sets those a function of the current ones gives (a drag that moves one row of a group).
   */
  setScope: (patch: DraftValues | ((current: DraftValues) => DraftValues)) => void;
}
