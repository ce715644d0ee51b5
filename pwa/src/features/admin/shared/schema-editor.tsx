/**
 * Whole create and edit screens built on the schema form: `SchemaEditor` creates an item, and
 * `StoredItemEditor` edits the item of the route's `:id`, read first (one that cannot be read sends the
 * admin back to the list with a toast). Both save, then go back to the list.
 */
import type { ReactNode } from "react";
import { useNavigate, useParams } from "react-router-dom";
import type { z } from "zod";
import type { ApiResult } from "../../../lib/api/api-client";
import { useAdminResource } from "../../../lib/api/use-admin-resource";
import { toast, type Toast } from "../../../stores/toasts";
import type { FieldSpec } from "../form/field-types";
import { SchemaForm } from "../form/schema-form";
import type { ObjectSchema } from "../form/schema-fields";
import { EditorFrame, useSaveAndReturn } from "./editor-frame";

interface EditorProps<S extends ObjectSchema> {
  listPath: string;
  backLabel: string;
  title: string;
  /** The form's id prefix, unique on the page. */
  id: string;
  schema: S;
  fields: readonly FieldSpec[];
  submitLabel: string;
  /** Resolves to the server's refusal, or null once saved. */
  save: (values: z.output<S>) => Promise<string | null>;
}

export function SchemaEditor<S extends ObjectSchema>({ listPath, backLabel, title, initial, save, ...form }: EditorProps<S> & { initial?: Record<string, unknown> }) {
  const { back, submit } = useSaveAndReturn(listPath);
  return (
    <EditorFrame listPath={listPath} backLabel={backLabel} title={title}>
      <SchemaForm {...form} initial={initial} onSubmit={submit(save)} onCancel={back} />
    </EditorFrame>
  );
}

interface StoredProps<S extends ObjectSchema, T> extends Omit<EditorProps<S>, "save"> {
  /** Reads the item of the route's `:id`. */
  read: (id: string) => Promise<ApiResult<T>>;
  /** The toast when it cannot be read. */
  failed: Pick<Toast, "title" | "description">;
  loadingText: string;
  save: (item: T, values: z.output<S>) => Promise<string | null>;
  /** Lays the form out with more of the item's own parts (a hunt's other languages); the form alone when absent. */
  layout?: (item: T, form: ReactNode) => ReactNode;
}

export function StoredItemEditor<S extends ObjectSchema, T extends Record<string, unknown>>({ read, failed, loadingText, save, layout, listPath, backLabel, title, ...form }: StoredProps<S, T>) {
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  const { back, submit } = useSaveAndReturn(listPath);
  const item = useAdminResource(() => read(id), id, () => {
    toast({ ...failed, variant: "destructive" });
    navigate(listPath, { replace: true });
  });
  const loaded = item.state.status === "ready" ? item.state.data : null;
  return (
    <EditorFrame listPath={listPath} backLabel={backLabel} title={title} loadingText={item.state.status === "loading" ? loadingText : null}>
      {loaded && (layout ?? ((_, f) => f))(loaded, <SchemaForm {...form} initial={loaded} onSubmit={submit((values: z.output<S>) => save(loaded, values))} onCancel={back} />)}
    </EditorFrame>
  );
}
