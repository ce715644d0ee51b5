/**
 * A park's details as a modal dialog: description, highlights and related content. It closes on
 * Escape, the close button, a click on the backdrop, or any link inside it (the link leaves the page).
 */
import { useTexts } from "../../lib/i18n/texts";
import { InLang } from "../../lib/i18n/in-lang";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { parksTexts } from "./parks-texts";
import type { MouseEvent } from "react";
import type { Park } from "#shared/schemas/park";
import { parkDescription, parkHighlights } from "./park-directory";
import { ParkRelated } from "./park-related";
import { useRelatedContent } from "./related-content";
import { useModalDialog } from "../../components/use-modal-dialog";

interface Props {
  park: Park;
  onClose: () => void;
}

export function ParkDialog({ park, onClose }: Props) {
  const modal = useModalDialog(onClose);
  const related = useRelatedContent(park);
  const t = useTexts(parksTexts);
  const parkLang = useTextLang("en");

  const onClick = (event: MouseEvent) => {
    modal.onClick(event);
    if (event.target instanceof Element && event.target.closest("a")) onClose();
  };

  return (
    <dialog {...modal} className="park-dialog" aria-labelledby="park-dialog-title" onClick={onClick}>
      <div className="park-dialog-body stack">
        <div className="park-dialog-header">
          <div>
            <h2 id="park-dialog-title" lang={parkLang}>
              {park.name}
            </h2>
            <p className="muted">
              <InLang lang={parkLang}>{park.state}</InLang> · {t.region({ region: park.region })}
            </p>
          </div>
          <button type="button" className="park-dialog-close" aria-label={t.close()} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p lang={parkLang}>{parkDescription(park)}</p>
        <section aria-labelledby="park-highlights">
          <h3 id="park-highlights">{t.highlights()}</h3>
          <ul lang={parkLang}>
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
