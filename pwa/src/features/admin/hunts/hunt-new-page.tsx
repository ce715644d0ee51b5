/** /admin/hunts/new: a new hunt with its items and quiz; saved as a draft unless Published is ticked. */
import { huntInputSchema } from "#shared/schemas/hunt";
import { SchemaEditor } from "../shared/schema-editor";
import { saveHunt } from "./hunt-actions";
import { HUNT_FIELDS } from "./hunt-fields";
import "../shared/admin-shared.css";

export default function HuntNewPage() {
  return (
    <SchemaEditor
      listPath="/admin/hunts"
      backLabel="Back to hunts"
      title="New Hunt"
      id="hunt"
      schema={huntInputSchema}
      fields={HUNT_FIELDS}
      submitLabel="Create Hunt"
      save={(values) => saveHunt(null, values)}
    />
  );
}
