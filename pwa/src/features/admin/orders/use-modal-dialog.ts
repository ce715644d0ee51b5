/**
 * A native <dialog> mounted while open: shown as a modal (focus kept inside, the page inert), Escape and
 * a backdrop click close it through React state, and on close focus returns to the button that opened it.
 */
import { useLayoutEffect, useRef, type MouseEvent, type SyntheticEvent } from "react";

export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (typeof dialog.showModal === "function") dialog.showModal();
    else {
      // Engines without showModal (jsdom among them) still show the dialog and move focus into it.
      dialog.setAttribute("open", "");
      dialog.querySelector<HTMLElement>("button, a[href]")?.focus();
    }
    return () => {
      if (typeof dialog.close === "function" && dialog.open) dialog.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  return {
    ref,
    onCancel: (event: SyntheticEvent) => {
      event.preventDefault();
      onClose();
    },
    // A click on the dialog element itself, not on its content, is a click on the backdrop.
    onClick: (event: MouseEvent) => {
      if (event.target === ref.current) onClose();
    },
  };
}
