/**
 * One form for every admin editor, built from a zod object schema (the one the API validates with) and
 * a short description of the fields. Defaults come from the schema; on submit the values are parsed by
 * the same schema, each message appears next to its field and focus goes to the first field to fix.
 * Fields the description leaves out keep the values the form was opened with, so an edit never resets
 * what it does not show.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import type { DraftValues, FieldSpec } from "./field-types";
import { FieldList } from "./field-list";
import { FormContext } from "./form-context";
import { collectIssues } from "./form-errors";
import { draftsFor, precheck, valuesFor } from "./form-values";
import type { ObjectSchema } from "./schema-fields";
import "./schema-form.css";

interface Props<S extends ObjectSchema> {
  /** Prefix of every field id; unique on the page. */
  id: string;
  schema: S;
  fields: readonly FieldSpec[];
  /** The values to edit (a stored record), or a few starting values for a new one. */
  initial?: Record<string, unknown>;
  submitLabel: string;
  busyLabel?: string;
  /** Resolves to a message when the server refused the values, shown above the buttons. */
  onSubmit: (data: z.output<S>) => Promise<string | void>;
  onCancel?: () => void;
}

const FIRST_PROBLEM = '[aria-invalid="true"], [data-invalid="true"], .schema-form-alert';

export function SchemaForm<S extends ObjectSchema>({ id, schema, fields, initial, submitLabel, busyLabel, onSubmit, onCancel }: Props<S>) {
  const [drafts, setDrafts] = useState<DraftValues>(() => draftsFor(fields, schema, initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>(FIRST_PROBLEM)?.focus();
  }, [attempts]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = precheck(fields, schema, drafts);
    const result = schema.safeParse({ ...initial, ...valuesFor(fields, schema, drafts) });
    const issues = result.success ? { fieldErrors: found, formErrors: [] } : collectIssues(fields, result.error.issues, found);
    setErrors(issues.fieldErrors);
    setFormErrors(issues.formErrors);
    if (!result.success || Object.keys(found).length > 0) {
      setAttempts((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const refused = await onSubmit(result.data);
      if (refused) {
        setFormErrors([refused]);
        setAttempts((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormContext.Provider value={{ idPrefix: id, errors }}>
      <form ref={formRef} className="schema-form stack" noValidate onSubmit={(e) => void submit(e)}>
        <FieldList fields={fields} schema={schema} values={drafts} prefix="" onUpdate={setDrafts} />
        {formErrors.length > 0 && (
          <div className="alert alert-danger schema-form-alert" role="alert" tabIndex={-1}>
            {formErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <div className="row">
          <button type="submit" className="btn" disabled={busy}>
            {busy ? (busyLabel ?? "Saving...") : submitLabel}
          </button>
          {onCancel && (
            <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </FormContext.Provider>
  );
}
