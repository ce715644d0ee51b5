/**
 * "Are you sure?" before something the server cannot take back. A native modal <dialog> mounted while
 * open: focus starts on Cancel (the safe answer), Escape and the backdrop cancel, and on close focus
 * returns to the button that opened it.
 */
import { useLayoutEffect, useRef, type MouseEvent, type SyntheticEvent } from "react";
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
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", ""); // engines without showModal still show it
    cancelRef.current?.focus();
    return () => {
      if (typeof dialog.close === "function" && dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busy) onCancel();
  };
  const backdrop = (event: MouseEvent) => {
    if (event.target === ref.current && !busy) onCancel();
  };

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      onCancel={cancel}
      onClick={backdrop}
      onKeyDown={(e) => e.key === "Escape" && cancel(e)}
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
