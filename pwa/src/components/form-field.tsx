/**
 * A labelled input with an optional message under it. The message is tied to the input
 * (aria-describedby, aria-invalid), so a screen reader announces what to fix when focus returns there.
 */
import type { InputHTMLAttributes } from "react";
import "./form-field.css";

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

export function FormField({ id, label, error, hint, ...input }: FormFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
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
    </div>
  );
}
