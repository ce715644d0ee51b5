/** /admin/hunts/edit/:id: the stored hunt with its items and quiz in order; one that cannot be read sends the admin back to the list. */
import { Link, useNavigate, useParams } from "react-router-dom";
import { MESSAGES } from "#shared/rules/messages";
import { huntInputSchema, type Hunt } from "#shared/schemas/hunt";
import { api } from "../../../lib/api-client";
import { toast } from "../../../stores/toasts";
import { SchemaForm } from "../form/schema-form";
import { useAdminResource } from "../../../lib/use-admin-resource";
import { saveHunt } from "./hunt-actions";
import { HUNT_FIELDS } from "./hunt-fields";
import "../shared/admin-shared.css";

export default function HuntEditPage() {
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  const back = () => navigate("/admin/hunts");
  const hunt = useAdminResource(
    () => api.get<Hunt>(`/hunts/${encodeURIComponent(id)}`),
    id,
    () => {
      toast({ title: MESSAGES.huntLoadFailed, variant: "destructive" });
      navigate("/admin/hunts", { replace: true });
    },
  );
  const loaded = hunt.state.status === "ready" ? hunt.state.data : null;

  return (
    <section className="stack">
      <p>
        <Link to="/admin/hunts">← Back to hunts</Link>
      </p>
      <h1>Edit Hunt</h1>
      {hunt.state.status === "loading" && (
        <p className="muted" role="status">
          Loading hunt...
        </p>
      )}
      {loaded && (
        <SchemaForm
          id="hunt"
          schema={huntInputSchema}
          fields={HUNT_FIELDS}
          initial={loaded}
          submitLabel="Update Hunt"
          onSubmit={async (values) => {
            const refused = await saveHunt(loaded.id, values);
            if (refused) return refused;
            back();
          }}
          onCancel={back}
        />
      )}
    </section>
  );
}
