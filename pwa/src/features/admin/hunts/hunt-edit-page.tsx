/**
 * /admin/hunts/edit/:id: the stored hunt with its items and quiz in order, and its versions in other
 * languages beside it ("Español") and its park map's editor; one that cannot be read sends the admin
 * back to the list.
 */
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import { huntInputSchema, type Hunt } from "#shared/schemas/hunt";
import { api } from "../../../lib/api/api-client";
import { StoredItemEditor } from "../shared/schema-editor";
import { saveHunt } from "./hunt-actions";
import { HuntLanguageTabs } from "./hunt-language-tabs";
import { HUNT_FIELDS } from "./hunt-fields";
import { ParkMapProvider } from "./park-map/park-map-context";
import "../shared/admin-shared.css";

export default function HuntEditPage() {
  return (
    <StoredItemEditor
      read={(id) => api.get<Hunt>(`/hunts/${encodeURIComponent(id)}`)}
      failed={{ title: MESSAGES.huntLoadFailed }}
      loadingText="Loading hunt..."
      listPath="/admin/hunts"
      backLabel="Back to hunts"
      title="Edit Hunt"
      id="hunt"
      schema={huntInputSchema}
      fields={HUNT_FIELDS}
      submitLabel="Update Hunt"
      save={(hunt, values) => saveHunt(hunt.id, values)}
      layout={(hunt, form) => (
        <ParkMapProvider huntId={hunt.id} stored={hunt.map ?? null}>
          <HuntLanguageTabs hunt={hunt} english={form} />
        </ParkMapProvider>
      )}
    />
  );
}
