import type { DraftValues, FieldSpec } from "./field-types";

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
  /** Sets several of those values at once (applied to the current ones, so it is safe from a callback). */
  setScope: (patch: DraftValues) => void;
}

/** The attributes that tie an input to its hint and message, so a screen reader reads what to fix. */
export function fieldAria(id: string, error?: string, hint?: string) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;
}
