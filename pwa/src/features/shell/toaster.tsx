/**
 * Shows the one current toast from `useToasts`: it closes itself after its duration (paused while the
 * pointer or keyboard focus is on it, so nobody loses a message they are reading), has a close button,
 * can be swiped right to dismiss, and F8 moves focus to the notification region, so a keyboard user can
 * reach it. Written by hand: a UI library would weigh on every route's first load.
 */
import { lazy, Suspense, useEffect, useRef } from "react";
import { useToasts } from "../../stores/toasts";
import { useTexts } from "../../lib/i18n/texts";
import { shellTexts } from "./shell-texts";

const HOTKEY = "F8";
// The card loads with the first toast; the live region is there from the start so it is announced.
const ToastCard = lazy(() => import("./toast-card"));

export function Toaster() {
  const current = useToasts((s) => s.toast);
  const region = useRef<HTMLDivElement>(null);
  const t = useTexts(shellTexts);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <div ref={region} className="toaster" role="region" aria-label={t.notifications()} aria-live="polite" tabIndex={-1}>
      {current?.open && (
        <Suspense fallback={null}>
          <ToastCard key={current.id} toast={current} />
        </Suspense>
      )}
    </div>
  );
}
