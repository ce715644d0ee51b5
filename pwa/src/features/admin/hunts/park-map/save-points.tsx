/**
 * "Save points": the points go to the server only when the admin says, so a fit half-way through being
 * placed never reaches families. Until then the editor says the points are not saved; the server's
 * refusal (too few, in a line, mirrored) is said in its words. Each message holds for the points it was
 * about: a change makes it "Points not saved yet" again.
 */
import { useState } from "react";
import type { ControlPoint } from "#shared/rules/georeference";
import { ActionStatus } from "./action-status";
import type { ParkMapEditor } from "./park-map-context";
import { saveMapPoints } from "./park-map-calls";
import { controlPointOf, samePoints, type PointDraft } from "./point-drafts";

interface Outcome {
  about: readonly PointDraft[];
  failed: boolean;
  text: string;
}

export function SavePoints({ editor }: { editor: ParkMapEditor }) {
  const { huntId, drafts, saved } = editor;
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const save = async () => {
    const points = drafts.map(controlPointOf);
    const missing = points.indexOf(null);
    if (missing >= 0) {
      return setOutcome({ about: drafts, failed: true, text: `Point ${missing + 1} needs its x, y, latitude and longitude before the points can be saved.` });
    }
    setSaving(true);
    const res = await saveMapPoints(huntId, points as ControlPoint[]);
    setSaving(false);
    if (!res.success) return setOutcome({ about: drafts, failed: true, text: res.error });
    editor.setSaved(points as ControlPoint[]);
    setOutcome({ about: drafts, failed: false, text: "Points saved." });
  };

  const current = outcome?.about === drafts ? outcome : null;
  const said = saving ? { failed: false, text: "Saving points…" } : (current ?? (samePoints(drafts, saved) ? null : { failed: false, text: "Points not saved yet" }));
  return (
    <div className="stack">
      <div className="row">
        <button type="button" className="btn btn-small" disabled={saving} onClick={() => void save()}>
          Save points
        </button>
      </div>
      <ActionStatus outcome={said} />
    </div>
  );
}
