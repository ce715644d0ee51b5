/** /admin/hunts/new: a new hunt with its items and quiz; saved as a draft unless Published is ticked. */
import { huntInputSchema } from "#shared/schemas/hunt";
import { SchemaForm } from "../form/schema-form";
import { saveHunt } from "./hunt-actions";
import { HUNT_FIELDS } from "./hunt-fields";
import { EditorFrame, useSaveAndReturn } from "../shared/editor-frame";
import "../shared/admin-shared.css";

export default function HuntNewPage() {
  const { back, submit } = useSaveAndReturn("/admin/hunts");
  return (
    <EditorFrame listPath="/admin/hunts" backLabel="Back to hunts" title="New Hunt">
      <SchemaForm
        id="hunt"
        schema={huntInputSchema}
        fields={HUNT_FIELDS}
        submitLabel="Create Hunt"
        onSubmit={submit((values) => saveHunt(null, values))}
        onCancel={back}
      />
    </EditorFrame>
  );
}
