/**
 * Wires a native <dialog> that is mounted while open: shown as a modal (focus trapped, page inert,
 * Escape as a close request), and on close focus goes back to whatever opened it, so a keyboard user
 * lands back where they were (a park card, a map dot, an order row).
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from "react";

export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (typeof dialog.showModal === "function") dialog.showModal();
    else {
      // Without showModal (older engines, jsdom) the dialog is still shown and focus moved into it.
      dialog.setAttribute("open", "");
      dialog.querySelector<HTMLElement>("button, a[href]")?.focus();
    }
    return () => {
      if (typeof dialog.close === "function" && dialog.open) dialog.close();
      if (opener instanceof HTMLElement || opener instanceof SVGElement) opener.focus();
    };
  }, []);

  return {
    ref,
    // The dialog's own close request (Escape) is handled here so React state stays the only source of truth.
    onCancel: (event: SyntheticEvent) => {
      event.preventDefault();
      onClose();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      onClose();
    },
    // A click on the dialog element itself, not its content, is a click on the backdrop.
    onClick: (event: MouseEvent) => {
      if (event.target === ref.current) onClose();
    },
  };
}
