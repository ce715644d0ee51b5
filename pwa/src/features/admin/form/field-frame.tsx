/** A field's label above it and its hint and message below, with the ids `fieldAria` points to. */
import type { ReactNode } from "react";
import { FieldMessages } from "../../../components/field-messages";
import "../../../components/form-field.css";

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
