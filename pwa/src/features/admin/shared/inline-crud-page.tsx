/**
 * A section managed from one screen (books, podcast episodes): the list, an inline add/edit form built
 * from the section's schema, and delete after a confirmation. `{listPath}/new` opens the add form.
 */
import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { z } from "zod";
import { ADMIN_MESSAGES as MESSAGES } from "./admin-messages";
import type { ApiResult } from "../../../lib/api/api-client";
import { toast } from "../../../stores/toasts";
import type { FieldSpec } from "../form/field-types";
import { SchemaForm } from "../form/schema-form";
import type { ObjectSchema } from "../form/schema-fields";
import { ConfirmDialog } from "./confirm-dialog";
import { InlinePanel } from "./inline-panel";
import { ResourceStatus } from "./resource-status";
import { useAdminResource } from "../../../lib/api/use-admin-resource";
import { useInlineEditor } from "./use-inline-editor";
import "./admin-shared.css";

export interface RowActions {
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

interface Props<T extends { id: number; title: string }, S extends ObjectSchema> {
  heading: string;
  /** "Book", "Episode": names the buttons and the form. */
  noun: string;
  listPath: string;
  load: () => Promise<ApiResult<{ items: T[]; total: number }>>;
  texts: { loading: string; fetchFailed: string; empty: string; confirmDelete: string };
  schema: S;
  fields: readonly FieldSpec[];
  /** Creates (null id) or updates; resolves to the server's reason when refused. */
  save: (id: number | null, values: z.output<S>) => Promise<string | null>;
  remove: (item: T) => Promise<boolean>;
  renderRow: (item: T, actions: RowActions) => ReactNode;
}

export function InlineCrudPage<T extends { id: number; title: string }, S extends ObjectSchema>(props: Props<T, S>) {
  const { heading, noun, listPath, texts } = props;
  const fetchFailed = () => toast({ title: MESSAGES.errorTitle, description: texts.fetchFailed, variant: "destructive" });
  const list = useAdminResource(props.load, "", fetchFailed);
  const editor = useInlineEditor<T>(listPath);
  const [doomed, setDoomed] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const formId = noun.toLowerCase();

  const remove = async (item: T) => {
    setDeleting(true);
    if (await props.remove(item)) list.update((data) => ({ items: data.items.filter((i) => i.id !== item.id), total: data.total - 1 }));
    setDeleting(false);
    setDoomed(null);
  };

  return (
    <section className="stack">
      <div className="admin-page-head">
        <h1>{heading}</h1>
        <Link className="btn" to={`${listPath}/new`}>
          Add New {noun}
        </Link>
      </div>
      {editor.open && (
        <InlinePanel id={`${formId}-form-title`} title={editor.editing ? `Edit ${editor.editing.title}` : `Add New ${noun}`}>
          <SchemaForm
            key={editor.formKey}
            id={formId}
            schema={props.schema}
            fields={props.fields}
            initial={editor.editing ?? undefined}
            submitLabel={`${editor.editing ? "Update" : "Create"} ${noun}`}
            onSubmit={async (values) => {
              const refused = await props.save(editor.editing?.id ?? null, values);
              if (refused) return refused;
              editor.close();
              list.reload();
            }}
            onCancel={editor.close}
          />
        </InlinePanel>
      )}
      <ResourceStatus state={list.state} loading={texts.loading} failed={texts.fetchFailed} onRetry={list.reload} />
      {list.state.status === "ready" &&
        (list.state.data.items.length === 0 ? (
          <p className="muted">{texts.empty}</p>
        ) : (
          <ul className="admin-list">
            {list.state.data.items.map((item) =>
              props.renderRow(item, { busy: deleting && doomed?.id === item.id, onEdit: () => editor.edit(item), onDelete: () => setDoomed(item) }),
            )}
          </ul>
        ))}
      {doomed && (
        <ConfirmDialog
          title={`Delete ${doomed.title}?`}
          message={`${texts.confirmDelete} ${MESSAGES.cannotBeUndone}`}
          busy={deleting}
          onConfirm={() => void remove(doomed)}
          onCancel={() => setDoomed(null)}
        />
      )}
    </section>
  );
}
