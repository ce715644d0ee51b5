/**
 * "Are you sure?" before something the server cannot take back. A native modal <dialog> mounted while
 * open (components/use-modal-dialog.ts): focus starts on Cancel (the safe answer), Escape and the
 * backdrop cancel, and on close focus returns to the button that opened it.
 */
import { useLayoutEffect, useRef } from "react";
import { useModalDialog } from "../../../components/use-modal-dialog";
import "./admin-shared.css";

interface Props {
  title: string;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, message, confirmLabel = "Delete", busy = false, onConfirm, onCancel }: Props) {
  // While the deletion is on its way, Escape and the backdrop do nothing: its answer decides.
  const dialog = useModalDialog(() => {
    if (!busy) onCancel();
  });
  const cancelRef = useRef<HTMLButtonElement>(null);
  // After the dialog opens (the hook's effect runs first): the safe answer has the focus.
  useLayoutEffect(() => cancelRef.current?.focus(), []);

  return (
    <dialog
      {...dialog}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
    >
      <div className="card-body stack">
        <h2 id="confirm-title">{title}</h2>
        <p id="confirm-message">{message}</p>
        <div className="row">
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {busy ? "Deleting..." : confirmLabel}
          </button>
          <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </div>
    </dialog>
  );
}
