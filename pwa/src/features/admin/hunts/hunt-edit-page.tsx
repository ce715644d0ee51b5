/** /admin/hunts/edit/:id: the stored hunt with its items and quiz in order; one that cannot be read sends the admin back to the list. */
import { useNavigate, useParams } from "react-router-dom";
import { MESSAGES } from "#shared/rules/messages";
import { huntInputSchema, type Hunt } from "#shared/schemas/hunt";
import { api } from "../../../lib/api-client";
import { toast } from "../../../stores/toasts";
import { SchemaForm } from "../form/schema-form";
import { useAdminResource } from "../../../lib/use-admin-resource";
import { saveHunt } from "./hunt-actions";
import { HUNT_FIELDS } from "./hunt-fields";
import { EditorFrame, useSaveAndReturn } from "../shared/editor-frame";
import "../shared/admin-shared.css";

export default function HuntEditPage() {
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  const { back, submit } = useSaveAndReturn("/admin/hunts");
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
    <EditorFrame listPath="/admin/hunts" backLabel="Back to hunts" title="Edit Hunt" loadingText={hunt.state.status === "loading" ? "Loading hunt..." : null}>
      {loaded && (
        <SchemaForm
          id="hunt"
          schema={huntInputSchema}
          fields={HUNT_FIELDS}
          initial={loaded}
          submitLabel="Update Hunt"
          onSubmit={submit((values) => saveHunt(loaded.id, values))}
          onCancel={back}
        />
      )}
    </EditorFrame>
  );
}
