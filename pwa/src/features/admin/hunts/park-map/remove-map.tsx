/** "Remove map": asked to confirm, since the picture and its points cannot be had back, then removed on the server. */
import { useState } from "react";
import { useFocusLater } from "../../form/use-focus-later";
import { ConfirmDialog } from "../../shared/confirm-dialog";
import { ActionStatus, type ActionOutcome } from "./action-status";
import type { ParkMapEditor } from "./park-map-context";
import { removeMap } from "./park-map-calls";

/** `next` is the element to focus once the map is gone, and its button with it. */
export function RemoveMap({ editor, next }: { editor: ParkMapEditor; next: string }) {
  const focusLater = useFocusLater();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  const remove = async () => {
    setBusy(true);
    const res = await removeMap(editor.huntId);
    setBusy(false);
    setAsking(false);
    if (!res.success) return setOutcome({ failed: true, text: res.error });
    setOutcome({ failed: false, text: "Map removed." });
    editor.replacePicture(null);
    focusLater(next);
  };

  return (
    <div className="stack">
      {editor.picture && (
        <div className="row">
          <button type="button" className="btn btn-danger btn-small" onClick={() => setAsking(true)}>
            Remove map
          </button>
        </div>
      )}
      <ActionStatus outcome={outcome} />
      {asking && (
        <ConfirmDialog
          title="Remove the park map?"
          message="The picture and its control points are removed, and families no longer see a map with this hunt. This cannot be undone."
          confirmLabel="Remove"
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
