/** The park map's buttons: zoom in and out about its middle, and back to every item. */
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { zoomRange, type ParkFrame, type ParkView } from "./park-map-view";
import { ZOOM_STEP, type MapMoves } from "./use-map-gestures";

/** Zoom compared with a limit, give or take a rounding error. */
const SAME_ZOOM = 1e-9;

interface Props {
  view: ParkView;
  frame: ParkFrame;
  moves: MapMoves;
  onShowEverything: () => void;
}

export function ParkMapControls({ view, frame, moves, onShowEverything }: Props) {
  const t = useTexts(huntsTexts);
  const { min, max } = zoomRange(frame);
  // aria-disabled rather than disabled: a button pressed to its limit keeps the keyboard's focus.
  return (
    <div className="park-map-controls" role="group" aria-label={t.mapControls()}>
      <button type="button" className="btn btn-small btn-secondary" aria-disabled={view.scale >= max * (1 - SAME_ZOOM)} onClick={() => moves.zoom(ZOOM_STEP)}>
        {t.zoomIn()}
      </button>
      <button type="button" className="btn btn-small btn-secondary" aria-disabled={view.scale <= min * (1 + SAME_ZOOM)} onClick={() => moves.zoom(1 / ZOOM_STEP)}>
        {t.zoomOut()}
      </button>
      <button type="button" className="btn btn-small btn-secondary" onClick={onShowEverything}>
        {t.showEverything()}
      </button>
    </div>
  );
}
