/**
 * The map's control points: "Add a control point" asks for a click on the picture (the section takes
 * the click), each point's row, how well they fit, and "Save points". A keyboard user who cannot click
 * the picture adds the point at its middle and types its x and y.
 */
import { useFocusLater } from "../../form/use-focus-later";
import type { ItemPlace } from "./item-places";
import type { ParkMapEditor } from "./park-map-context";
import { FitSummary } from "./fit-summary";
import { PointRow } from "./point-row";
import type { PointDraft } from "./point-drafts";
import { SavePoints } from "./save-points";

interface Props {
  id: string;
  editor: ParkMapEditor;
  places: readonly ItemPlace[];
  /** Whether the picture waits for the new point's click. */
  armed: boolean;
  onArm: (armed: boolean) => void;
  /** Adds the point without a click, for its x and y to be typed. */
  onAddTyped: () => void;
}

/** The id a point row's fields start with ("hunt-park_map-point-3"), and so of its first field, "…-x". */
export const pointId = (id: string, draft: PointDraft) => `${id}-point-${draft.key}`;

export function ControlPoints({ id, editor, places, armed, onArm, onAddTyped }: Props) {
  const { drafts, setDrafts, fitted, picture } = editor;
  const focusLater = useFocusLater();
  const change = (key: number, patch: Partial<Omit<PointDraft, "key">>) => setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const remove = (key: number) => {
    setDrafts((all) => all.filter((d) => d.key !== key));
    focusLater(`${id}-add-point`);
  };
  if (!picture) return null;

  return (
    <div className="park-map-points">
      <div className="row">
        <button id={`${id}-add-point`} type="button" className="btn btn-secondary btn-small" aria-pressed={armed} onClick={() => onArm(!armed)}>
          Add a control point
        </button>
        {armed && (
          <button type="button" className="btn btn-secondary btn-small" onClick={onAddTyped}>
            Type its x and y instead
          </button>
        )}
      </div>
      <p className="form-field-hint park-map-status" role="status">
        {armed && (
          <>
            <span>{`Click the spot on the map for point ${drafts.length + 1}`}</span> <span>(Escape cancels)</span>
          </>
        )}
      </p>
      {fitted && <FitSummary fit={fitted.fit} />}
      {drafts.map((draft, index) => (
        <PointRow
          key={draft.key}
          id={pointId(id, draft)}
          number={index + 1}
          draft={draft}
          picture={picture}
          places={places}
          errorM={fitted?.errorsM.get(draft.key)}
          onChange={(patch) => change(draft.key, patch)}
          onRemove={() => remove(draft.key)}
        />
      ))}
      <SavePoints editor={editor} />
    </div>
  );
}
