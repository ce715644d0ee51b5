/**
 * A labelled input with an optional message under it. The message is tied to the input
 * (aria-describedby, aria-invalid), so a screen reader announces what to fix when focus returns there.
 */
import type { InputHTMLAttributes } from "react";
import { fieldAria } from "./field-aria";
import { FieldMessages } from "./field-messages";
import "./form-field.css";

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

export function FormField({ id, label, error, hint, ...input }: FormFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...fieldAria(id, error, hint)} {...input} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
