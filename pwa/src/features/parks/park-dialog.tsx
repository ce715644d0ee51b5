/**
 * A park's details as a modal dialog: description, highlights and related content. It closes on
 * Escape, the close button, a click on the backdrop, or any link inside it (the link leaves the page).
 */
import type { MouseEvent } from "react";
import { parkDescription, parkHighlights, type Park } from "#shared/parks";
import { ParkRelated } from "./park-related";
import { useRelatedContent } from "./related-content";
import { useModalDialog } from "../../lib/use-modal-dialog";

interface Props {
  park: Park;
  onClose: () => void;
}

export function ParkDialog({ park, onClose }: Props) {
  const modal = useModalDialog(onClose);
  const related = useRelatedContent(park);

  const onClick = (event: MouseEvent) => {
    modal.onClick(event);
    if (event.target instanceof Element && event.target.closest("a")) onClose();
  };

  return (
    <dialog {...modal} className="park-dialog" aria-labelledby="park-dialog-title" onClick={onClick}>
      <div className="park-dialog-body stack">
        <div className="park-dialog-header">
          <div>
            <h2 id="park-dialog-title">{park.name}</h2>
            <p className="muted">
              {park.state} · {park.region}
            </p>
          </div>
          <button type="button" className="park-dialog-close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p>{parkDescription(park)}</p>
        <section aria-labelledby="park-highlights">
          <h3 id="park-highlights">Highlights</h3>
          <ul>
            {parkHighlights(park).map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </section>
        <ParkRelated related={related} />
      </div>
    </dialog>
  );
}
