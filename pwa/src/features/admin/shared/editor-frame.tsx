/**
 * The frame of a create or edit screen (blog posts, hunts): the way back to the list, the title, a
 * loading line while the stored item is read, and the form. `useSaveAndReturn` gives the form a submit
 * that saves and goes back to the list, or keeps the form open with the server's refusal.
 */
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";

interface Props {
  listPath: string;
  backLabel: string;
  title: string;
  /** Shown while the item to edit is being read. */
  loadingText?: string | null;
  children: ReactNode;
}

export function EditorFrame({ listPath, backLabel, title, loadingText, children }: Props) {
  return (
    <section className="stack">
      <p>
        <Link to={listPath}>← {backLabel}</Link>
      </p>
      <h1>{title}</h1>
      {loadingText && (
        <p className="muted" role="status">
          {loadingText}
        </p>
      )}
      {children}
    </section>
  );
}

export function useSaveAndReturn(listPath: string) {
  const navigate = useNavigate();
  const back = () => navigate(listPath);
  const submit =
    <V,>(save: (values: V) => Promise<string | null>) =>
    async (values: V): Promise<string | void> => {
      const refused = await save(values);
      if (refused) return refused;
      back();
    };
  return { back, submit };
}
