/** /admin/hunts/new: a new hunt with its items and quiz; saved as a draft unless Published is ticked. */
import { Link, useNavigate } from "react-router-dom";
import { huntInputSchema } from "#shared/schemas/hunt";
import { SchemaForm } from "../form/schema-form";
import { saveHunt } from "./hunt-actions";
import { HUNT_FIELDS } from "./hunt-fields";
import "../shared/admin-shared.css";

export default function HuntNewPage() {
  const navigate = useNavigate();
  const back = () => navigate("/admin/hunts");
  return (
    <section className="stack">
      <p>
        <Link to="/admin/hunts">← Back to hunts</Link>
      </p>
      <h1>New Hunt</h1>
      <SchemaForm
        id="hunt"
        schema={huntInputSchema}
        fields={HUNT_FIELDS}
        submitLabel="Create Hunt"
        onSubmit={async (values) => {
          const refused = await saveHunt(null, values);
          if (refused) return refused;
          back();
        }}
        onCancel={back}
      />
    </section>
  );
}
