/**
 * The hunt editor's "Park map": the picture of the park's own map under the hunt, its credit, and the
 * control points that fit it to the ground, with the hunt's items drawn where the fit puts them (an
 * item's dot dragged moves the item). On a hunt not yet saved it asks for the hunt to be saved first.
 */
import { useEffect, useState, type KeyboardEvent } from "react";
import { toLatLng } from "#shared/rules/georeference";
import type { ActionField, WidgetProps } from "../../form/field-types";
import { useFocusLater } from "../../form/use-focus-later";
import { ControlPoints, pointId } from "./control-points";
import { itemPlaces, withItemAt } from "./item-places";
import { itemMarker, pointMarkers } from "./map-markers";
import { MapPicture } from "./map-picture";
import { MapUpload } from "./map-upload";
import { useParkMap, type ParkMapEditor } from "./park-map-context";
import type { PicturePixel } from "./picture-pixel";
import { newPointDraft } from "./point-drafts";
import { RemoveMap } from "./remove-map";

type Props = WidgetProps<ActionField, undefined>;

function MapEditor({ id, editor, scope, setScope }: Pick<Props, "id" | "scope" | "setScope"> & { editor: ParkMapEditor }) {
  const [armed, setArmed] = useState(false);
  const focusLater = useFocusLater();
  const { picture, fitted } = editor;
  const places = itemPlaces(scope);
  const transform = fitted?.fit.ok ? fitted.fit.transform : null;

  useEffect(() => {
    if (!armed) return;
    const cancel = (event: globalThis.KeyboardEvent) => event.key === "Escape" && setArmed(false);
    document.addEventListener("keydown", cancel);
    return () => document.removeEventListener("keydown", cancel);
  }, [armed]);

  /** A new point at a spot of the picture; its place is typed next, so its latitude gets the focus. */
  const addPoint = (at: PicturePixel, first: "x" | "lat") => {
    const draft = newPointDraft(at);
    editor.setDrafts((drafts) => [...drafts, draft]);
    setArmed(false);
    focusLater(`${pointId(id, draft)}-${first}`);
  };
  const items = transform
    ? places.map((place) => itemMarker(place, transform, (at) => setScope((current) => withItemAt(current, place.key, toLatLng(transform, at.x, at.y)))))
    : [];

  return (
    <>
      <MapUpload id={id} editor={editor} />
      <RemoveMap editor={editor} next={`${id}-file`} />
      {picture && (
        <>
          <MapPicture
            picture={picture}
            alt={`Park map${picture.credit ? ` (${picture.credit})` : ""}`}
            markers={[...pointMarkers(editor.drafts), ...items]}
            onPick={armed ? (at) => addPoint(at, "lat") : undefined}
          />
          <ControlPoints
            id={id}
            editor={editor}
            places={places}
            armed={armed}
            onArm={setArmed}
            onAddTyped={() => addPoint({ x: Math.round(picture.width / 2), y: Math.round(picture.height / 2) }, "x")}
          />
        </>
      )}
    </>
  );
}

function keepEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key === "Enter" && event.target instanceof HTMLInputElement) event.preventDefault();
}

export function ParkMapSection({ field, id, scope, setScope }: Props) {
  const editor = useParkMap();
  return (
    // Enter in the map's fields must not save the hunt and leave: the map is saved by its own buttons.
    <section className="form-field park-map-editor" aria-labelledby={`${id}-heading`} onKeyDown={keepEnter}>
      <h2 id={`${id}-heading`}>{field.label}</h2>
      {editor ? <MapEditor id={id} editor={editor} scope={scope} setScope={setScope} /> : <p className="form-field-hint">Save the hunt first, then add its park map.</p>}
    </section>
  );
}
