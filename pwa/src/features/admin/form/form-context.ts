/** What every field in one form shares: the prefix of its ids and the messages found on submit. */
import { createContext, useContext } from "react";

export interface FormContextValue {
  idPrefix: string;
  errors: Readonly<Record<string, string>>;
}

export const FormContext = createContext<FormContextValue>({ idPrefix: "form", errors: {} });

export const useFormContext = () => useContext(FormContext);

/** An element id for a field path ("items.0.name" → "hunt-items-0-name"). */
export const fieldId = (idPrefix: string, path: string) => `${idPrefix}-${path.replace(/\./g, "-")}`;
