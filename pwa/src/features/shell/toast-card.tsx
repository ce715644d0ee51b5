/** One toast: closes itself after its duration (paused while pointer or focus is on it), has a close button, and can be swiped right to dismiss. */
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useToasts, type Toast } from "../../stores/toasts";
import { useTexts } from "../../lib/i18n/texts";
import { shellTexts } from "./shell-texts";

export const SWIPE_DISMISS_PX = 50;

export default function ToastCard({ toast }: { toast: Toast }) {
  const dismiss = () => useToasts.getState().dismiss(toast.id);
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remainingMs = useRef(toast.durationMs);
  const swipeStart = useRef<number | null>(null);
  const t = useTexts(shellTexts);

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
      <button type="button" className="toast-close" aria-label={t.closeNotification()} onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
