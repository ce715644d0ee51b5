/** A field's label above it and its hint and message below, with the ids `fieldAria` points to. */
import type { ReactNode } from "react";
import "../../../components/form-field.css";

export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="form-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field-error">
          {error}
        </p>
      )}
    </>
  );
}

export function RequiredMark({ required }: { required: boolean }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}

interface Props {
  id: string;
  label: string;
  required: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

export function FieldFrame({ id, label, required, hint, error, children }: Props) {
  return (
    <div className="form-field schema-field">
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
