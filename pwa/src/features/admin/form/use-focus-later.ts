/**
 * Moves focus after the next render, to an element that only exists (or only sits in its new place)
 * then: the input a keyboard user just added, or the button that moved with its row.
 */
import { useEffect, useRef } from "react";

export function useFocusLater(): (elementId: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const elementId = pending.current;
    if (!elementId) return;
    pending.current = null;
    document.getElementById(elementId)?.focus();
  });
  return (elementId) => {
    pending.current = elementId;
  };
}
