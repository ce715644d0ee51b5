/**
 * A stored hunt's park map as its editor works on it, shared by the "Park map" section and each item's
 * "Place on the map": the picture the server holds, the control points being placed, the points the
 * server last kept, and the fit of the points as they stand. Only the edit page provides it: a hunt
 * not yet saved has no id to hang a map on, so there the section asks to save first.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { ControlPoint } from "#shared/rules/georeference";
import type { ParkMap, ParkMapPicture } from "#shared/schemas/park-map";
import { fitDrafts, newPointDraft, type PointDraft, type PointsFit } from "./point-drafts";

export interface ParkMapEditor {
  huntId: number;
  picture: ParkMapPicture | null;
  /** A new picture (or none): the server cleared its points, so the editor does too. */
  replacePicture: (picture: ParkMapPicture | null) => void;
  /** The picture with another credit under it. */
  setCredit: (credit: string) => void;
  drafts: readonly PointDraft[];
  setDrafts: (update: (drafts: readonly PointDraft[]) => readonly PointDraft[]) => void;
  /** The points the server holds. */
  saved: readonly ControlPoint[];
  setSaved: (points: readonly ControlPoint[]) => void;
  /** The drafts' fit, or null without a picture. */
  fitted: PointsFit | null;
}

const ParkMapContext = createContext<ParkMapEditor | null>(null);

/** The map editor of the hunt being edited, or null on the new-hunt page. */
export const useParkMap = () => useContext(ParkMapContext);

interface Props {
  huntId: number;
  stored: ParkMap | null;
  children: ReactNode;
}

export function ParkMapProvider({ huntId, stored, children }: Props) {
  const [picture, setPicture] = useState<ParkMapPicture | null>(() => stored && { image_url: stored.image_url, width: stored.width, height: stored.height, credit: stored.credit });
  const [drafts, setDrafts] = useState<readonly PointDraft[]>(() => (stored?.points ?? []).map(newPointDraft));
  const [saved, setSaved] = useState<readonly ControlPoint[]>(() => stored?.points ?? []);
  const fitted = useMemo(() => picture && fitDrafts(drafts, picture), [drafts, picture]);

  const editor: ParkMapEditor = {
    huntId,
    picture,
    replacePicture: (next) => {
      setPicture(next);
      setDrafts([]);
      setSaved([]);
    },
    setCredit: (credit) => setPicture((current) => current && { ...current, credit }),
    drafts,
    setDrafts,
    saved,
    setSaved,
    fitted,
  };
  return <ParkMapContext.Provider value={editor}>{children}</ParkMapContext.Provider>;
}
