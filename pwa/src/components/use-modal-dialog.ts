/**
 * Wires a native <dialog> as a modal while `open` (a dialog mounted only while open leaves it true):
 * focus trapped, the page inert, Escape a close request; on close, focus goes back to whatever opened
 * it, so a keyboard user lands back where they were (a park card, a map dot, an order row). Every
 * dialog in the app goes through it. A dialog the backdrop should close spreads `onClick` too; a form
 * the family is filling in leaves it out, so a stray tap does not throw away what was typed.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from "react";

export function useModalDialog(onClose: () => void, open = true) {
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    if (typeof dialog.showModal === "function") dialog.showModal();
    else {
      // Without showModal (older engines, jsdom) the dialog is still shown and focus moved into it.
      dialog.setAttribute("open", "");
      dialog.querySelector<HTMLElement>("button, a[href]")?.focus();
    }
    return () => {
      if (typeof dialog.close === "function" && dialog.open) dialog.close();
      else dialog.removeAttribute("open");
      if (opener instanceof HTMLElement || opener instanceof SVGElement) opener.focus();
    };
  }, [open]);

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
