/**
 * Shows the one current toast from `useToasts`: it closes itself after its duration (paused while the
 * pointer or keyboard focus is on it, so nobody loses a message they are reading), has a close button,
 * can be swiped right to dismiss, and F8 moves focus to the notification region, as the spec's toaster
 * does. Written by hand: a UI library would weigh on every route's first load.
 */
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useToasts, type Toast } from "../../stores/toasts";

export const SWIPE_DISMISS_PX = 50;
const HOTKEY = "F8";

function ToastCard({ toast }: { toast: Toast }) {
  const dismiss = () => useToasts.getState().dismiss(toast.id);
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remainingMs = useRef(toast.durationMs);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => useToasts.getState().dismiss(toast.id), remainingMs.current);
    return () => {
      window.clearTimeout(timer);
      remainingMs.current -= Date.now() - started;
    };
  }, [paused, toast.id]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest("button")) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (moved > SWIPE_DISMISS_PX) dismiss();
    else setOffset(0);
  };
  const onPointerCancel = () => {
    swipeStart.current = null;
    setOffset(0);
  };

  return (
    <div
      className={toast.variant === "destructive" ? "toast toast-destructive" : "toast"}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast-text">
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => {
            toast.action?.onClick();
            dismiss();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="toast-close" aria-label="Close notification" onClick={dismiss}>
        ×
      </button>
    </div>
  );
}

export function Toaster() {
  const current = useToasts((s) => s.toast);
  const region = useRef<HTMLDivElement>(null);

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
    <div ref={region} className="toaster" role="region" aria-label="Notifications (F8)" aria-live="polite" tabIndex={-1}>
      {current?.open && <ToastCard key={current.id} toast={current} />}
    </div>
  );
}
